// The layoutlint heap: malloc, free and the rest of the family for the layoutlint executable on
// Linux with glibc. A lint run makes ~55,000 small allocations per 100,000 lines, most of which
// live until the run ends; glibc carved nearly every one from its top chunk on its slow path
// (~130 instructions a malloc, ~50 a free, ~5 % of a run's CPU time). Here a small block is
// taken from a per-thread free list or bump area (~10 instructions), and the heap's memory is
// mapped in 2 MiB-aligned regions marked for huge pages, so it costs a few faults, not one a page.
//
// Layout: every block has a 16-byte header before its payload (payloads stay 16-byte aligned).
// Its first word says what the block is:
//   small   payload <= 1 KiB, one of 64 classes of 16-byte steps, kept in per-thread free lists
//           (a block freed by another thread joins that thread's lists);
//   large   payloads up to 64 MiB, in power-of-two classes, kept in shared lists under a lock;
//   mapped  anything larger: its own mapping, returned to the system when freed;
//   aligned a block whose payload was moved to a stricter alignment; the second word points to
//           the payload of the block it lives in.
// Memory is never returned to the system except for mapped blocks, and what a thread's lists
// hold stays with that thread (a thread that ends leaves its lists behind): right for the tool's
// short runs; a long-lived process that frees on other threads than it allocates grows.
#define _GNU_SOURCE
#include <errno.h>  // first: through <features.h> it tells whether the C library is glibc
#if defined(__linux__) && defined(__GLIBC__)
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "CLayoutLintHeap.h"

#define HEADER ((size_t)16)
#define STEP ((size_t)16)
#define SMALL_MAX ((size_t)1024)
#define SMALL_CLASSES (SMALL_MAX / STEP)
// Large blocks: from just over a small one (1,040 bytes with the header, whose highest bit is
// 2^10) to 64 MiB.
#define LARGE_MIN_MSB 10
#define LARGE_MAX ((size_t)64 << 20)
#define LARGE_CLASSES ((26 - LARGE_MIN_MSB) * 8)
#define HUGE_PAGE ((size_t)2 << 20)
#define REGION_GRAIN ((size_t)64 << 20)
#define THREAD_CHUNK ((size_t)256 << 10)
#define MAX_REQUEST ((size_t)1 << 60)

enum { TAG_SMALL = 0, TAG_LARGE = 1, TAG_MAPPED = 2, TAG_ALIGNED = 3 };

typedef struct { uint64_t word; uint64_t extra; } header_t;

typedef struct {
    void *free[SMALL_CLASSES];
    char *bump;
    char *end;
} thread_cache_t;

static __thread thread_cache_t cache __attribute__((tls_model("initial-exec")));

static pthread_mutex_t region_lock = PTHREAD_MUTEX_INITIALIZER;
static char *region_bump, *region_end;
static void *large_free[LARGE_CLASSES];
static size_t mapped_bytes;

static inline header_t *header_of(void *payload) { return (header_t *)((char *)payload - HEADER); }

// A child forked while another thread held the lock would wait for it forever: the forking
// thread takes it around fork and releases it on both sides (the tool itself spawns with
// posix_spawn, which needs none of this).
static void lock_for_fork(void) { pthread_mutex_lock(&region_lock); }
static void unlock_after_fork(void) { pthread_mutex_unlock(&region_lock); }
__attribute__((constructor)) static void register_fork_handlers(void) {
    pthread_atfork(lock_for_fork, unlock_after_fork, unlock_after_fork);
}

/// `size` bytes of fresh address space starting on a 2 MiB boundary, marked for huge pages.
static char *map_aligned(size_t size) {
    size_t span = size + HUGE_PAGE;
    char *raw = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    char *start = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (start > raw) munmap(raw, (size_t)(start - raw));
    char *end = start + size, *rawEnd = raw + span;
    if (rawEnd > end) munmap(end, (size_t)(rawEnd - end));
    int saved = errno;  // a hint that may fail (no transparent huge pages): malloc succeeded
    madvise(start, size, MADV_HUGEPAGE);
    errno = saved;
    __atomic_fetch_add(&mapped_bytes, size, __ATOMIC_RELAXED);
    return start;
}

/// `size` bytes (a multiple of 16) from the shared region; the caller holds `region_lock`.
static char *carve_locked(size_t size) {
    if ((size_t)(region_end - region_bump) < size) {
        size_t grain = size > REGION_GRAIN ? (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1) : REGION_GRAIN;
        char *fresh = map_aligned(grain);
        if (!fresh) return NULL;
        region_bump = fresh;
        region_end = fresh + grain;
    }
    char *block = region_bump;
    region_bump += size;
    return block;
}

/// A small block of class `k` when the thread's list and bump area have none: a fresh chunk.
__attribute__((noinline)) static void *small_refill(size_t k) {
    size_t block = HEADER + (k + 1) * STEP;
    pthread_mutex_lock(&region_lock);
    char *chunk = carve_locked(THREAD_CHUNK);
    pthread_mutex_unlock(&region_lock);
    if (!chunk) { errno = ENOMEM; return NULL; }
    cache.bump = chunk + block;
    cache.end = chunk + THREAD_CHUNK;
    ((header_t *)chunk)->word = (uint64_t)k << 2 | TAG_SMALL;
    return chunk + HEADER;
}

static void *mapped_alloc(size_t n) {
    size_t size = (n + HEADER + 4095) & ~(size_t)4095;
    char *start = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (start == MAP_FAILED) { errno = ENOMEM; return NULL; }
    ((header_t *)start)->word = (uint64_t)size << 2 | TAG_MAPPED;
    return start + HEADER;
}

/// The class of a large block of `total` bytes (header included) and the bytes it holds: eight
/// classes per doubling, so a block wastes at most an eighth of itself.
static inline unsigned large_class(size_t total, size_t *rounded) {
    size_t t = total - 1;
    unsigned msb = 63u - (unsigned)__builtin_clzll((unsigned long long)t);
    unsigned stepShift = msb - 3;
    size_t steps = (t >> stepShift) + 1;  // 9...16
    *rounded = steps << stepShift;
    return (msb - LARGE_MIN_MSB) * 8 + (unsigned)(steps - 9);
}

/// The bytes a block of large class `k` holds (header included).
static inline size_t large_size(unsigned k) {
    unsigned msb = k / 8 + LARGE_MIN_MSB;
    return (size_t)(k % 8 + 9) << (msb - 3);
}

__attribute__((noinline)) static void *large_alloc(size_t n) {
    size_t total = n + HEADER, rounded;
    if (total > LARGE_MAX) return mapped_alloc(n);
    unsigned k = large_class(total, &rounded);
    pthread_mutex_lock(&region_lock);
    // A free block of this class, or of one of the next eight (up to twice the size): files of
    // every size pass through the same few buffers instead of each size keeping its own.
    for (unsigned j = k; j <= k + 8 && j < LARGE_CLASSES; j++) {
        void *payload = large_free[j];
        if (payload) {
            large_free[j] = *(void **)payload;
            pthread_mutex_unlock(&region_lock);
            return payload;
        }
    }
    char *start = carve_locked(rounded);
    pthread_mutex_unlock(&region_lock);
    if (!start) { errno = ENOMEM; return NULL; }
    ((header_t *)start)->word = (uint64_t)k << 2 | TAG_LARGE;
    return start + HEADER;
}

// The common cases (a small block from the thread's list or bump area) make no call, so they
// save no registers; everything else is a tail call.
void *malloc(size_t n) {
    if (n <= SMALL_MAX) {
        size_t k = n == 0 ? 0 : (n - 1) / STEP;
        void *payload = cache.free[k];
        if (payload) {
            cache.free[k] = *(void **)payload;
            return payload;
        }
        size_t block = HEADER + (k + 1) * STEP;
        char *start = cache.bump;
        if ((size_t)(cache.end - start) < block) return small_refill(k);
        cache.bump = start + block;
        ((header_t *)start)->word = (uint64_t)k << 2 | TAG_SMALL;
        return start + HEADER;
    }
    if (n > MAX_REQUEST) { errno = ENOMEM; return NULL; }
    return large_alloc(n);
}

/// Large, mapped and aligned blocks.
__attribute__((noinline)) static void free_other(void *payload, header_t *header, uint64_t word) {
    switch (word & 3) {
    case TAG_LARGE: {
        unsigned k = (unsigned)(word >> 2);
        pthread_mutex_lock(&region_lock);
        *(void **)payload = large_free[k];
        large_free[k] = payload;
        pthread_mutex_unlock(&region_lock);
        return;
    }
    case TAG_MAPPED: {
        int saved = errno;  // free leaves errno alone
        munmap(header, (size_t)(word >> 2));
        errno = saved;
        return;
    }
    default:
        free((void *)(uintptr_t)header->extra);
    }
}

void free(void *payload) {
    if (!payload) return;
    header_t *header = header_of(payload);
    uint64_t word = header->word;
    if ((word & 3) != TAG_SMALL) {
        free_other(payload, header, word);
        return;
    }
    size_t k = (size_t)(word >> 2);
    *(void **)payload = cache.free[k];
    cache.free[k] = payload;
}

size_t malloc_usable_size(void *payload) {
    if (!payload) return 0;
    header_t *header = header_of(payload);
    uint64_t word = header->word;
    switch (word & 3) {
    case TAG_SMALL: return (size_t)((word >> 2) + 1) * STEP;
    case TAG_LARGE: return large_size((unsigned)(word >> 2)) - HEADER;
    case TAG_MAPPED: return (size_t)(word >> 2) - HEADER;
    default: {
        char *outer = (char *)(uintptr_t)header->extra;
        return malloc_usable_size(outer) - (size_t)((char *)payload - outer);
    }
    }
}

void *calloc(size_t count, size_t size) {
    size_t n;
    if (__builtin_mul_overflow(count, size, &n)) { errno = ENOMEM; return NULL; }
    void *payload = malloc(n);
    if (payload) memset(payload, 0, n);
    return payload;
}

void *realloc(void *payload, size_t n) {
    if (!payload) return malloc(n);
    if (n == 0) { free(payload); return NULL; }
    size_t usable = malloc_usable_size(payload);
    if (n <= usable && (header_of(payload)->word & 3) != TAG_ALIGNED) return payload;
    void *moved = malloc(n);
    if (!moved) return NULL;
    memcpy(moved, payload, usable < n ? usable : n);
    free(payload);
    return moved;
}

static void *aligned_block(size_t alignment, size_t n) {
    if (alignment <= STEP) return malloc(n);
    if (n > MAX_REQUEST || alignment > MAX_REQUEST) { errno = ENOMEM; return NULL; }
    char *outer = malloc(n + alignment + HEADER);
    if (!outer) return NULL;
    uintptr_t aligned = ((uintptr_t)outer + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    header_t *header = (header_t *)(aligned - HEADER);
    header->word = TAG_ALIGNED;
    header->extra = (uint64_t)(uintptr_t)outer;
    return (void *)aligned;
}

void *memalign(size_t alignment, size_t n) {
    if (alignment & (alignment - 1)) { errno = EINVAL; return NULL; }
    return aligned_block(alignment, n);
}

void *aligned_alloc(size_t alignment, size_t n) { return memalign(alignment, n); }

int posix_memalign(void **out, size_t alignment, size_t n) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return EINVAL;
    void *payload = aligned_block(alignment, n);
    if (!payload) return ENOMEM;
    *out = payload;
    return 0;
}

void *valloc(size_t n) { return aligned_block(4096, n); }

void *pvalloc(size_t n) {
    if (n > MAX_REQUEST) { errno = ENOMEM; return NULL; }  // rounding up would wrap to 0
    return aligned_block(4096, (n + 4095) & ~(size_t)4095);
}

int layoutlint_heap_active(void) { return 1; }

size_t layoutlint_heap_mapped_bytes(void) { return __atomic_load_n(&mapped_bytes, __ATOMIC_RELAXED); }

size_t layoutlint_heap_usable_size(void *block) { return malloc_usable_size(block); }

#else
#include "CLayoutLintHeap.h"
int layoutlint_heap_active(void) { return 0; }
size_t layoutlint_heap_mapped_bytes(void) { return 0; }
size_t layoutlint_heap_usable_size(void *block) { (void)block; return 0; }
#endif
