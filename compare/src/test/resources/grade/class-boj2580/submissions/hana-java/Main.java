import java.util.Scanner;

/** Fills every blank with the digit its row is missing, row by row, and never looks at columns or boxes. */
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int[][] g = new int[9][9];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                g[r][c] = in.nextInt();
            }
        }
        for (int r = 0; r < 9; r++) {
            boolean[] seen = new boolean[10];
            for (int c = 0; c < 9; c++) {
                seen[g[r][c]] = true;
            }
            int next = 1;
            for (int c = 0; c < 9; c++) {
                if (g[r][c] == 0) {
                    while (seen[next]) {
                        next++;
                    }
                    g[r][c] = next;
                    seen[next] = true;
                }
            }
        }
        StringBuilder out = new StringBuilder();
        for (int[] row : g) {
            for (int c = 0; c < 9; c++) {
                out.append(row[c]).append(c == 8 ? "\n" : " ");
            }
        }
        System.out.print(out);
    }
}
