#ifndef CLAYOUTLINT_SYSTEM_H
#define CLAYOUTLINT_SYSTEM_H

// A Linux facility Swift's Glibc module does not export (sched_getaffinity needs _GNU_SOURCE).
// Called directly, not looked up with dlsym, so it also works in a fully static executable,
// where dlsym finds nothing.

/// The CPUs this process may run on (its affinity mask: `taskset`, a container's cpuset), or -1
/// when the system cannot say (not Linux, or more CPUs than a cpu_set_t holds).
int layoutlint_affinity_cpu_count(void);

#endif
