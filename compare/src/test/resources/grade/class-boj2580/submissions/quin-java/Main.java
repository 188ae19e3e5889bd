import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

/** Reads the givens into a list and then asks for one past its end. */
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<Integer> givens = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            givens.add(in.nextInt());
        }
        System.out.println(givens.get(81));
    }
}
