#ifndef CLAYOUTLINT_SYSTEM_H
#define CLAYOUTLINT_SYSTEM_H

// Two Linux facilities Swift's Glibc module does not export (sched_getaffinity needs _GNU_SOURCE,
// mallopt lives in <malloc.h>). Called directly, not looked up with dlsym, so they also work in a
// fully static executable, where dlsym finds nothing.

/// The CPUs this process may run on (its affinity mask: `taskset`, a container's cpuset), or -1
/// when the system cannot say (not Linux, or more CPUs than a cpu_set_t holds).
int layoutlint_affinity_cpu_count(void);

/// glibc's `mallopt(option, value)`: 1 when applied, 0 when refused or not glibc. Options are
/// glibc's numbers (<malloc.h>): M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
int layoutlint_malloc_option(int option, int value);

#endif
