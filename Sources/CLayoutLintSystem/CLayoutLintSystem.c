#define _GNU_SOURCE
#include <stdlib.h>
#include "CLayoutLintSystem.h"
#if defined(__linux__)
#include <sched.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int layoutlint_affinity_cpu_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        return CPU_COUNT(&set);
    }
#endif
    return -1;
}

int layoutlint_malloc_option(int option, int value) {
#if defined(__GLIBC__)
    return mallopt(option, value);
#else
    (void)option;
    (void)value;
    return 0;
#endif
}
