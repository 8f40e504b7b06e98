/* Load benchmark (issue 8): how long trellis_document_load takes on generated documents,
 * as JSON and in the compiled form of `trellis-cli compile`, and how much heap a loaded
 * document holds per view.
 *
 * usage: load_bench [--repeat N] NAME.json [NAME.json ...]
 *   For every NAME.json, NAME.trellisc (if present) is loaded too. Each load is timed on
 *   its own; the median of N loads is printed (default N chosen so a document is loaded
 *   for about 0.3 s, at least 5 and at most 2000 times). JSON and compiled loads of one
 *   document alternate, so that machine load affects both alike.
 *   Output: one line per document,
 *     <name> views <v> json_bytes <b> json_us <t> json_us_per_view <t/v> bytes_per_view <m>
 *            compiled_bytes <b> compiled_us <t> compiled_bytes_per_view <m> speedup <x>
 *   bytes_per_view: heap held by the loaded document (mallinfo2 in-use bytes after the
 *   load minus before, with the input buffer allocated beforehand), divided by the views
 *   of its initial scene.
 *
 * TRELLIS_LOAD_BENCH_PROFILE=N: load the first document N times and nothing else (for
 * valgrind --tool=callgrind).                                                            */
#include "trellis.h"
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

/* Heap held by a loaded document, and the view count of its initial scene. */
static double held_bytes(const char *bytes, size_t length, size_t *views) {
    trellis_document *doc;
    struct mallinfo2 before = mallinfo2();
    if (trellis_document_load(bytes, length, &doc) != TRELLIS_OK) exit(1);
    struct mallinfo2 after = mallinfo2();
    trellis_scene *scene;
    if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK) {
        fprintf(stderr, "scene: %s\n", trellis_last_error());
        exit(1);
    }
    *views = trellis_scene_view_count(scene);
    trellis_scene_free(scene);
    trellis_document_free(doc);
    return (double)after.uordblks - (double)before.uordblks;
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
    for (int a = first; a < argc; a++) {
        const char *path = argv[a];
        size_t json_length, compiled_length = 0;
        char *json = read_file(path, &json_length);
        if (!json) {
            fprintf(stderr, "cannot read %s\n", path);
            return 1;
        }
        char compiled_path[4096];
        snprintf(compiled_path, sizeof compiled_path, "%.*s.trellisc",
                 (int)(strlen(path) > 5 ? strlen(path) - 5 : strlen(path)), path);
        char *compiled = read_file(compiled_path, &compiled_length);

        size_t views = 0;
        double json_held = held_bytes(json, json_length, &views);
        double compiled_held = compiled ? held_bytes(compiled, compiled_length, &views) : 0;

        double warm = timed_load(json, json_length, path);
        if (compiled) timed_load(compiled, compiled_length, compiled_path);
        int n = repeat > 0 ? repeat : (int)(300000.0 / (warm > 1 ? warm : 1));
        if (n < 5) n = 5;
        if (n > 2000) n = 2000;
        double *json_times = malloc(sizeof(double) * (size_t)n);
        double *compiled_times = malloc(sizeof(double) * (size_t)n);
        for (int i = 0; i < n; i++) {
            json_times[i] = timed_load(json, json_length, path);
            if (compiled) compiled_times[i] = timed_load(compiled, compiled_length, compiled_path);
        }
        double json_us = median(json_times, n);
        const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        printf("%s views %zu json_bytes %zu json_us %.1f json_us_per_view %.3f bytes_per_view %.0f",
               name, views, json_length, json_us, json_us / (double)views, json_held / (double)views);
        if (compiled) {
            double compiled_us = median(compiled_times, n);
            printf(" compiled_bytes %zu compiled_us %.1f compiled_bytes_per_view %.0f speedup %.1f",
                   compiled_length, compiled_us, compiled_held / (double)views, json_us / compiled_us);
        }
        printf("\n");
        fflush(stdout);
        free(json_times);
        free(compiled_times);
        free(json);
        free(compiled);
    }
    return 0;
}
