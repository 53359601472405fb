/*
 * nq_count: the race's yardstick, the classic single-thread N-Queens counter in C.
 *
 *   cc -O3 -march=native -o nq_count nq_count.c && ./nq_count 16    prints "16 14772512"
 *
 * One row at a time, a row's attacked squares are three bit sets: bit c stands for column c;
 * going down a row, `cols` keeps its bits, `ld` (the "\" diagonals) shifts left and `rd` (the "/"
 * diagonals) shifts right, and bits shifted past the board fall outside `all`.
 *
 * Mirror symmetry: reflecting a board left to right maps a solution whose first-row queen is in
 * column c to one with it in column n-1-c. So the first row tries only the left half and counts
 * twice, and for odd n the middle column, whose reflections stay in the middle, counts once.
 *
 * N runs from 1 to 28: the masks hold 32 columns, and the total of 29 queens is expected to
 * outgrow the 64-bit count. Anything else is refused on stderr with exit status 2.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_N 28

/* Solutions below a row whose attacked columns are cols | ld | rd. */
static uint64_t place(uint32_t all, uint32_t cols, uint32_t ld, uint32_t rd) {
  if (cols == all) return 1;
  uint64_t count = 0;
  uint32_t free = all & ~(cols | ld | rd);
  while (free) {
    /* The lowest free column: two's complement keeps only the lowest set bit. */
    uint32_t bit = free & (0u - free);
    free ^= bit;
    count += place(all, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
  }
  return count;
}

/* Solutions with the first row's queen on column `column`. */
static uint64_t from_column(uint32_t all, int column) {
  uint32_t bit = 1u << column;
  return place(all, bit, bit << 1, bit >> 1);
}

static uint64_t count_solutions(int n) {
  uint32_t all = (1u << n) - 1;
  uint64_t half = 0;
  for (int column = 0; column < n / 2; column++) half += from_column(all, column);
  uint64_t total = 2 * half;
  if (n % 2 == 1) total += from_column(all, n / 2);
  return total;
}

/* N from the command line: digits only, 1 to MAX_N; 0 when it is anything else. */
static int read_n(int argc, char **argv) {
  if (argc != 2 || argv[1][0] < '0' || argv[1][0] > '9') return 0;
  char *end;
  errno = 0;
  long n = strtol(argv[1], &end, 10);
  if (errno != 0 || *end != '\0' || n < 1 || n > MAX_N) return 0;
  return (int)n;
}

int main(int argc, char **argv) {
  int n = read_n(argc, argv);
  if (n == 0) {
    fprintf(stderr, "usage: nq_count N (a whole number from 1 to %d), prints \"N TOTAL\"\n", MAX_N);
    return 2;
  }
  printf("%d %" PRIu64 "\n", n, count_solutions(n));
  return 0;
}
