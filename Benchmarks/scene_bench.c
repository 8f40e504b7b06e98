/* Scene benchmark: load + first layout of a generated 1000-view document (a column of rows,
 * each row a label and a button with a few constraints), a resize relayout of it, and the
 * on-demand diagnostics (conflicts and ambiguity) of the whole scene.
 * Targets (issue 3): load + first layout < 5 ms, resize relayout < 100 us. Also reports
 * the memory per view (heap growth while loading the scene, divided by the view count).
 *
 * usage: scene_bench [rows] [repetitions]                                                */
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
    qsort(values, count, sizeof(double), compare);
    return values[count / 2];
}

/* Appends formatted text to a growing buffer. */
static char *buffer;
static size_t used, capacity;
static void emit(const char *text) {
    size_t length = strlen(text);
    if (used + length + 1 > capacity) {
        capacity = (used + length + 1) * 2;
        buffer = realloc(buffer, capacity);
    }
    memcpy(buffer + used, text, length + 1);
    used += length;
}

static void generate(int rows) {
    char line[512];
    used = 0;
    emit("{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"list\",\"root\":{\"id\":\"root\",\"subviews\":[");
    for (int i = 0; i < rows; i++) {
        snprintf(line, sizeof line,
                 "%s{\"id\":\"row%d\",\"subviews\":[{\"id\":\"title%d\",\"kind\":\"label\",\"text\":\"Row number %d\","
                 "\"textStyle\":\"body\"},{\"id\":\"action%d\",\"kind\":\"button\",\"intrinsicSize\":[64,32]}]}",
                 i ? "," : "", i, i, i, i);
        emit(line);
    }
    emit("]},\"constraints\":[");
    for (int i = 0; i < rows; i++) {
        snprintf(line, sizeof line,
                 "%s\"row%d.leading == root.leading\",\"row%d.trailing == root.trailing\","
                 "\"row%d.top == %s + 4\",\"row%d.height == 44\","
                 "\"title%d.leading == row%d.leadingMargin\",\"title%d.centerY == row%d.centerY\","
                 "\"action%d.trailing == row%d.trailingMargin\",\"action%d.centerY == row%d.centerY\","
                 "\"title%d.trailing <= action%d.leading - 8\"",
                 i ? "," : "", i, i, i, i == 0 ? "root.top" : "", i,
                 i, i, i, i, i, i, i, i, i, i);
        if (i > 0) {  /* chain the rows: row_i.top == row_{i-1}.bottom + 4 */
            char chained[512];
            snprintf(chained, sizeof chained,
                     "%s\"row%d.leading == root.leading\",\"row%d.trailing == root.trailing\","
                     "\"row%d.top == row%d.bottom + 4\",\"row%d.height == 44\","
                     "\"title%d.leading == row%d.leadingMargin\",\"title%d.centerY == row%d.centerY\","
                     "\"action%d.trailing == row%d.trailingMargin\",\"action%d.centerY == row%d.centerY\","
                     "\"title%d.trailing <= action%d.leading - 8\"",
                     ",", i, i, i, i - 1, i, i, i, i, i, i, i, i, i, i, i);
            emit(chained);
        } else {
            emit(line);
        }
    }
    emit("]}]}");
}

int main(int argc, char **argv) {
    int rows = argc > 1 ? atoi(argv[1]) : 333;  /* 333 rows x 3 views + root = 1000 views */
    int repetitions = argc > 2 ? atoi(argv[2]) : 7;
    generate(rows);
    double load[64], resize[64], diagnose[64];
    size_t views = 0;
    double bytes_per_view = 0;
    if (repetitions > 64) repetitions = 64;
    for (int r = 0; r < repetitions; r++) {
        struct mallinfo2 before = mallinfo2();
        double t0 = now_us();
        trellis_document *doc;
        trellis_scene *scene;
        if (trellis_document_load(buffer, used, &doc) != TRELLIS_OK) {
            fprintf(stderr, "load: %s\n", trellis_last_error());
            return 1;
        }
        if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK || trellis_scene_set_size(scene, 390, 844) != TRELLIS_OK
            || trellis_scene_layout(scene) != TRELLIS_OK) {
            fprintf(stderr, "scene: %s\n", trellis_last_error());
            return 1;
        }
        double t1 = now_us();
        trellis_document_free(doc);
        struct mallinfo2 after = mallinfo2();
        views = trellis_scene_view_count(scene);
        bytes_per_view = (double)(after.uordblks - before.uordblks) / (double)views;
        load[r] = t1 - t0;
        /* resize relayouts: alternate between two widths */
        double total = 0;
        int resizes = 200;
        for (int k = 0; k < resizes; k++) {
            double t2 = now_us();
            trellis_scene_set_size(scene, k % 2 ? 390 : 414, 844);
            trellis_scene_layout(scene);
            total += now_us() - t2;
        }
        resize[r] = total / resizes;
        double t3 = now_us();
        const char *diagnostics = trellis_scene_diagnostics(scene);
        diagnose[r] = now_us() - t3;
        if (r == 0) printf("diagnostics %.80s\n", diagnostics ? diagnostics : "(null)");
        trellis_rect frame;
        trellis_scene_frame_in_root(scene, "action0", &frame);
        if (r == 0) printf("check action0 x %.3f (expect %.3f)\n", frame.x, ((resizes - 1) % 2 ? 390.0 : 414.0) - 8 - 64);
        trellis_scene_free(scene);
    }
    printf("views %zu\n", views);
    printf("scene_load_first_layout_us %.1f\n", median(load, repetitions));
    printf("scene_resize_relayout_us %.2f\n", median(resize, repetitions));
    printf("scene_bytes_per_view %.0f\n", bytes_per_view);
    printf("scene_diagnostics_us %.1f\n", median(diagnose, repetitions));
    return 0;
}
