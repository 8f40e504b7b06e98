/* Load benchmark (issue 8): how long trellis_document_load takes on generated documents,
 * as JSON and in the compiled form of `trellis-cli compile`, how much heap a loaded
 * document holds per view, and, as a peer measured in the same run, how long cJSON takes
 * to parse and free the same JSON text.
 *
 * usage: load_bench [--repeat N] NAME.json [NAME.json ...]
 *   For every NAME.json, NAME.trellisc is loaded too (when present). Each load is timed
 *   on its own and the median of N is printed (default: N chosen so that a document is
 *   loaded for about 0.3 s, at least 5 and at most 2000 times). JSON, compiled and cJSON
 *   loads of one document alternate, so that load on the machine affects all alike.
 *   Targets (issue 8): the 1000-view list loads in <= 1.5 ms, time grows linearly with
 *   the views, the compiled form loads >= 5x faster than the JSON.
 *
 * Bytes held: this program counts the heap itself (it defines malloc, free and friends,
 * which libtrellis.so then calls, and adds up malloc_usable_size), so the number is the
 * memory a loaded document keeps, divided by the views of its initial scene.
 *
 * TRELLIS_LOAD_BENCH_PROFILE=N: load the first file given N times and nothing else (for
 * valgrind --tool=callgrind).                                                            */
#include "trellis.h"
#include <cjson/cJSON.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- a counting allocator ---- */
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static long long live_bytes;

void *malloc(size_t size) {
    void *p = __libc_malloc(size);
    if (p) live_bytes += (long long)malloc_usable_size(p);
    return p;
}
void *calloc(size_t count, size_t size) {
    void *p = __libc_calloc(count, size);
    if (p) live_bytes += (long long)malloc_usable_size(p);
    return p;
}
void *realloc(void *old, size_t size) {
    long long before = old ? (long long)malloc_usable_size(old) : 0;
    void *p = __libc_realloc(old, size);
    if (p) live_bytes += (long long)malloc_usable_size(p) - before;
    else if (size == 0) live_bytes -= before;
    return p;
}
void free(void *p) {
    if (p) live_bytes -= (long long)malloc_usable_size(p);
    __libc_free(p);
}
void *memalign(size_t alignment, size_t size) {
    void *p = __libc_memalign(alignment, size);
    if (p) live_bytes += (long long)malloc_usable_size(p);
    return p;
}
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *p = memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

/* ---- timing ---- */
static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof(double), compare);
    return values[count / 2];
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)size + 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fclose(file);
        free(bytes);
        return NULL;
    }
    fclose(file);
    bytes[size] = 0;
    *length = (size_t)size;
    return bytes;
}

/* One timed load; exits on failure (a benchmark of a failing load means nothing). */
static double timed_load(const char *bytes, size_t length, const char *what) {
    trellis_document *doc;
    double start = now_us();
    if (trellis_document_load(bytes, length, &doc) != TRELLIS_OK) {
        fprintf(stderr, "%s: %s\n", what, trellis_last_error());
        exit(1);
    }
    double elapsed = now_us() - start;
    trellis_document_free(doc);
    return elapsed;
}

/* cJSON parsing and freeing the same text: the peer. */
static double timed_cjson(const char *bytes, size_t length) {
    double start = now_us();
    cJSON *item = cJSON_ParseWithLength(bytes, length);
    cJSON_Delete(item);
    return now_us() - start;
}

/* Heap held by a loaded document, and the view count of its initial scene. */
static double held_bytes(const char *bytes, size_t length, size_t *views) {
    trellis_document *doc;
    long long before = live_bytes;
    if (trellis_document_load(bytes, length, &doc) != TRELLIS_OK) exit(1);
    long long held = live_bytes - before;
    trellis_scene *scene;
    if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK) {
        fprintf(stderr, "scene: %s\n", trellis_last_error());
        exit(1);
    }
    *views = trellis_scene_view_count(scene);
    trellis_scene_free(scene);
    trellis_document_free(doc);
    return (double)held;
}

int main(int argc, char **argv) {
    int repeat = 0;
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "--repeat") == 0) {
        repeat = atoi(argv[2]);
        first = 3;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: load_bench [--repeat N] NAME.json ...\n");
        return 2;
    }
    const char *profile = getenv("TRELLIS_LOAD_BENCH_PROFILE");
    if (profile) {
        size_t length;
        char *bytes = read_file(argv[first], &length);
        if (!bytes) return 1;
        for (int i = atoi(profile); i > 0; i--) timed_load(bytes, length, argv[first]);
        free(bytes);
        return 0;
    }
    printf("%-18s %6s %9s %10s %9s %9s %8s %9s %8s %9s %9s\n", "document", "views", "json KB", "json us",
           "us/view", "cjson us", "json/cj", "comp. us", "speedup", "B/view", "comp. B/v");
    for (int a = first; a < argc; a++) {
        const char *path = argv[a];
        size_t json_length, compiled_length = 0;
        char *json = read_file(path, &json_length);
        if (!json) {
            fprintf(stderr, "cannot read %s\n", path);
            return 1;
        }
        char compiled_path[4096];
        size_t stem = strlen(path) > 5 ? strlen(path) - 5 : strlen(path);
        snprintf(compiled_path, sizeof compiled_path, "%.*s.trellisc", (int)stem, path);
        char *compiled = read_file(compiled_path, &compiled_length);

        size_t views = 0;
        double json_held = held_bytes(json, json_length, &views);
        double compiled_held = compiled ? held_bytes(compiled, compiled_length, &views) : 0;

        double warm = timed_load(json, json_length, path);
        if (compiled) timed_load(compiled, compiled_length, compiled_path);
        timed_cjson(json, json_length);
        int n = repeat > 0 ? repeat : (int)(300000.0 / (warm > 1 ? warm : 1));
        if (n < 5) n = 5;
        if (n > 2000) n = 2000;
        double *json_times = malloc(sizeof(double) * (size_t)n);
        double *compiled_times = malloc(sizeof(double) * (size_t)n);
        double *cjson_times = malloc(sizeof(double) * (size_t)n);
        for (int i = 0; i < n; i++) {
            json_times[i] = timed_load(json, json_length, path);
            if (compiled) compiled_times[i] = timed_load(compiled, compiled_length, compiled_path);
            cjson_times[i] = timed_cjson(json, json_length);
        }
        double json_us = median(json_times, n);
        double cjson_us = median(cjson_times, n);
        double compiled_us = compiled ? median(compiled_times, n) : 0;
        const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        printf("%-18.*s %6zu %9.1f %10.1f %9.3f %9.1f %8.2f", (int)(strlen(name) - 5), name, views,
               json_length / 1024.0, json_us, json_us / (double)views, cjson_us, json_us / cjson_us);
        if (compiled) {
            printf(" %9.1f %8.1f", compiled_us, json_us / compiled_us);
        } else {
            printf(" %9s %8s", "-", "-");
        }
        printf(" %9.0f %9.0f\n", json_held / (double)views, compiled ? compiled_held / (double)views : 0.0);
        fflush(stdout);
        free(json_times);
        free(compiled_times);
        free(cjson_times);
        free(json);
        free(compiled);
    }
    return 0;
}
