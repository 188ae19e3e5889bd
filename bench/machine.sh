# Sourced by the bench scripts: the processor for a result's header. A guest often names only the
# vendor's line ("AMD EPYC", "Intel(R) Xeon(R) Processor"), which spans generations whose ratios to
# tdoku differ by a third, so the family and model numbers go with it.
cpu_description() {
    awk -F': *' '/^model name/ && name == "" {name = $2}
        /^cpu family/ && family == "" {family = $2}
        /^model[ \t]*:/ && model == "" {model = $2}
        END {printf "%s (cpu family %s, model %s)", name, family, model}' /proc/cpuinfo
}
