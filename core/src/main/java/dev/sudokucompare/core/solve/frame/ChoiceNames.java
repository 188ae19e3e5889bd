package dev.sudokucompare.core.solve.frame;

import java.util.HashMap;
import java.util.Map;

/** The {@link Choice.Name} of each constant of a choice enum, read once per enum. */
final class ChoiceNames {

    private static final ClassValue<Map<String, Choice.Name>> NAMES = new ClassValue<>() {
        @Override
        protected Map<String, Choice.Name> computeValue(Class<?> type) {
            Map<String, Choice.Name> names = new HashMap<>();
            for (Object constant : type.getEnumConstants()) {
                String field = ((Enum<?>) constant).name();
                try {
                    Choice.Name name = type.getField(field).getAnnotation(Choice.Name.class);
                    if (name == null) {
                        throw new IllegalStateException(type.getName() + "." + field + " has no @Choice.Name");
                    }
                    names.put(field, name);
                } catch (NoSuchFieldException e) {
                    throw new IllegalStateException(e);
                }
            }
            return Map.copyOf(names);
        }
    };

    private ChoiceNames() {
    }

    static Choice.Name of(Choice choice) {
        if (!(choice instanceof Enum<?> constant)) {
            throw new IllegalStateException(choice.getClass().getName() + " is a Choice but not an enum");
        }
        return NAMES.get(constant.getDeclaringClass()).get(constant.name());
    }
}
