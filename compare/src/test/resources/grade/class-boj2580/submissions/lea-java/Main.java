/** Waits for a flag no one ever sets: a busy loop, burning CPU until the limit. */
public class Main {
    static volatile boolean solved;

    public static void main(String[] args) {
        long spins = 0;
        while (!solved) {
            spins++;
        }
        System.out.println(spins);
    }
}
