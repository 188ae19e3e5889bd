import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

/** A correct BOJ 2580 solution in Java, its entry point not named Main. */
public class Solution {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Grid g = new Grid();
        int i = 0;
        for (String line = in.readLine(); line != null && i < 81; line = in.readLine()) {
            StringTokenizer t = new StringTokenizer(line);
            while (t.hasMoreTokens() && i < 81) {
                g.cells[i++] = Integer.parseInt(t.nextToken());
            }
        }
        g.solve();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                sb.append(g.cells[r * 9 + c]).append(c == 8 ? '\n' : ' ');
            }
        }
        System.out.print(sb);
    }
}
