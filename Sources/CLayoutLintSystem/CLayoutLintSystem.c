#define _GNU_SOURCE
#include <stdlib.h>
#include "CLayoutLintSystem.h"
#if defined(__linux__)
#include <sched.h>
#endif

// No debug information here (`nodebug` leaves the file without a DWARF unit): valgrind 3.19,
// which the benchmarks count instructions with, cannot read a program with two DWARF 5 C units,
// and the heap (`CLayoutLintHeap`) is the one worth stepping through.
__attribute__((nodebug)) int layoutlint_affinity_cpu_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        return CPU_COUNT(&set);
    }
#endif
    return -1;
}
