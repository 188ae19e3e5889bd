public class Main {
    public static void main(String[] args) {
        int[] g = new int[81]
        System.out.println(g.length);
    }
}
