#ifndef CLAYOUTLINT_HEAP_H
#define CLAYOUTLINT_HEAP_H

#include <stddef.h>

/// Whether the layoutlint heap serves this process's malloc (Linux with glibc: it replaces
/// malloc, free and the rest for the whole executable that links this target).
int layoutlint_heap_active(void);

/// Bytes of the regions the heap has mapped so far (address space; blocks past 64 MiB, mapped on
/// their own, are not counted).
size_t layoutlint_heap_mapped_bytes(void);

/// The bytes a block from `malloc` can hold (glibc's `malloc_usable_size`, which Swift's Glibc
/// module does not export); 0 where the heap is not active.
size_t layoutlint_heap_usable_size(void *block);

#endif
