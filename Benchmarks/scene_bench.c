/* Scene benchmarks: the Trellis side of `make bench` (Benchmarks/run_scene_bench.sh runs
 * them through scene_bench.py, which times Yoga on the same layouts in the same run and
 * prints the table with issue 7's targets). Each mode prints "key value" lines.
 *
 *   scene_bench [ROWS] [REPS]                     the list document (same as `list`)
 *   scene_bench list ROWS REPS                    a generated list of ROWS rows (label + button,
 *                                                 chained tops; 333 rows = 1000 views): load + first
 *                                                 layout (from JSON, and from its compiled form),
 *                                                 resize relayout, bytes per view, diagnostics
 *   scene_bench traits ROWS REPS BUDGET TRAIT     the list with size-class variants: building it,
 *                                                 and TRAIT changed and laid out, there and back;
 *                                                 TRAIT = sizeClass | category | direction
 *   scene_bench document FILE W1 W2 H REPS BUDGET  any document (stacks): load + scene + layout at
 *                                                 W1 x H ("build"); new scene + size + layout + read
 *                                                 + free of the loaded document ("scene"); then
 *                                                 relayouts alternating W2 and W1, each reading
 *                                                 every frame: the first ("first_relayout"), the
 *                                                 hand-over to the LP if one stands out and does
 *                                                 so again on a fresh scene ("handover", its
 *                                                 index; "handover_unconfirmed": samples
 *                                                 that stood out once only), the rest
 *                                                 ("steady_*")
 *   scene_bench small FILE W1 W2 W3 H REPS         a small scene: a new scene of the (loaded) document
 *                                                 laid out at three widths, per iteration
 *   scene_bench scenes FILE H COUNT W1 [W2 ...]    for profiling (callgrind): the document loaded once,
 *                                                 then COUNT times new scene + (size + layout + read
 *                                                 every frame) at each width + free; prints nothing
 *                                                 timed, so that a profile holds the build alone
 *
 * BUDGET (seconds) caps the repetitions: after the first one, no new repetition starts once
 * the mode has spent BUDGET seconds. With FRAMES_OUT=path the `document` mode writes every
 * view's frame (id x y width height, root coordinates) after its first build, so that the
 * caller can check the layout against the peer's (`small`: after the first scene's last
 * layout). Times are medians over the repetitions. */
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
    if (count == 0) return -1;
    qsort(values, count, sizeof(double), compare);
    return values[count / 2];
}

static void fail(const char *what) {
    fprintf(stderr, "scene_bench: %s: %s\n", what, trellis_last_error());
    exit(1);
}

#define MAX_REPS 64

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

/* The list document: a column of ROWS rows, each a label and a button with a few constraints,
 * every row's top chained to the previous row's bottom. With `variants`, what a size-class
 * flip changes: the row height (44, 56 in regular width), the title's inset from the margin
 * (0, 12) and the button's intrinsic width (64, 88); the labels use Dynamic Type (body). */
static void generate_list(int rows, int variants) {
    char line[1024];
    used = 0;
    emit("{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"list\",\"root\":{\"id\":\"root\",\"subviews\":[");
    for (int i = 0; i < rows; i++) {
        snprintf(line, sizeof line,
                 "%s{\"id\":\"row%d\",\"subviews\":[{\"id\":\"title%d\",\"kind\":\"label\",\"text\":\"Row number %d\","
                 "\"textStyle\":\"body\"},{\"id\":\"action%d\",\"kind\":\"button\",\"intrinsicSize\":%s}]}",
                 i ? "," : "", i, i, i, i, variants ? "{\"any\":[64,32],\"wR\":[88,32]}" : "[64,32]");
        emit(line);
    }
    emit("]},\"constraints\":[");
    for (int i = 0; i < rows; i++) {
        char top[64], height[128], leading[160];
        if (i == 0) snprintf(top, sizeof top, "root.top + 4");
        else snprintf(top, sizeof top, "row%d.bottom + 4", i - 1);
        if (variants) {
            snprintf(height, sizeof height, "{\"eq\":\"row%d.height == 44\",\"constant\":{\"any\":44,\"wR\":56}}", i);
            snprintf(leading, sizeof leading,
                     "{\"eq\":\"title%d.leading == row%d.leadingMargin\",\"constant\":{\"any\":0,\"wR\":12}}", i, i);
        } else {
            snprintf(height, sizeof height, "\"row%d.height == 44\"", i);
            snprintf(leading, sizeof leading, "\"title%d.leading == row%d.leadingMargin\"", i, i);
        }
        snprintf(line, sizeof line,
                 "%s\"row%d.leading == root.leading\",\"row%d.trailing == root.trailing\","
                 "\"row%d.top == %s\",%s,%s,\"title%d.centerY == row%d.centerY\","
                 "\"action%d.trailing == row%d.trailingMargin\",\"action%d.centerY == row%d.centerY\","
                 "\"title%d.trailing <= action%d.leading - 8\"",
                 i ? "," : "", i, i, i, top, height, leading, i, i, i, i, i, i, i, i);
        emit(line);
    }
    emit("]}]}");
}

static trellis_document *load(const char *json, size_t length) {
    trellis_document *doc;
    if (trellis_document_load(json, length, &doc) != TRELLIS_OK) fail("load");
    return doc;
}

static trellis_scene *new_scene(const trellis_document *doc) {
    trellis_scene *scene;
    if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK) fail("scene");
    return scene;
}

static void layout(trellis_scene *scene) {
    if (trellis_scene_layout(scene) != TRELLIS_OK) fail("layout");
}

static void set_size(trellis_scene *scene, double width, double height) {
    if (trellis_scene_set_size(scene, width, height) != TRELLIS_OK) fail("size");
}

/* The compiled form of the document in `buffer` (what a host that caches documents loads):
 * *length bytes, malloc'ed. */
static unsigned char *compile_buffer(size_t *length) {
    trellis_document *doc = load(buffer, used);
    size_t needed = 0;
    trellis_document_compile(doc, NULL, 0, &needed);
    unsigned char *bytes = malloc(needed);
    if (!bytes || trellis_document_compile(doc, bytes, needed, length) != TRELLIS_OK) fail("compile");
    trellis_document_free(doc);
    return bytes;
}

/* Load + first layout of the document in `bytes` (JSON or compiled), in microseconds. */
static double time_load_first_layout(const char *bytes, size_t length) {
    double t0 = now_us();
    trellis_document *doc = load(bytes, length);
    trellis_scene *scene = new_scene(doc);
    set_size(scene, 390, 844);
    layout(scene);
    double elapsed = now_us() - t0;
    trellis_document_free(doc);
    trellis_scene_free(scene);
    return elapsed;
}

/* list: load + first layout (from JSON, and from the compiled form), resize relayout, memory
 * per view, diagnostics. */
static int run_list(int rows, int repetitions) {
    generate_list(rows, 0);
    size_t compiled_length = 0;
    unsigned char *compiled = compile_buffer(&compiled_length);
    double loads[MAX_REPS], compiled_loads[MAX_REPS], resize[MAX_REPS], diagnose[MAX_REPS];
    size_t views = 0;
    double bytes_per_view = 0;
    for (int r = 0; r < repetitions; r++) {
        struct mallinfo2 before = mallinfo2();
        double t0 = now_us();
        trellis_document *doc = load(buffer, used);
        trellis_scene *scene = new_scene(doc);
        set_size(scene, 390, 844);
        layout(scene);
        double t1 = now_us();
        trellis_document_free(doc);
        struct mallinfo2 after = mallinfo2();
        views = trellis_scene_view_count(scene);
        bytes_per_view = (double)(after.uordblks - before.uordblks) / (double)views;
        loads[r] = t1 - t0;
        /* resize relayouts: alternate between two widths */
        double total = 0;
        int resizes = 200;
        for (int k = 0; k < resizes; k++) {
            double t2 = now_us();
            set_size(scene, k % 2 ? 390 : 414, 844);
            layout(scene);
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
        compiled_loads[r] = time_load_first_layout((const char *)compiled, compiled_length);
    }
    free(compiled);
    printf("views %zu\n", views);
    printf("scene_load_first_layout_us %.1f\n", median(loads, repetitions));
    printf("scene_compiled_load_first_layout_us %.1f\n", median(compiled_loads, repetitions));
    printf("scene_resize_relayout_us %.2f\n", median(resize, repetitions));
    printf("scene_bytes_per_view %.0f\n", bytes_per_view);
    printf("scene_diagnostics_us %.1f\n", median(diagnose, repetitions));
    return 0;
}

/* Sets one trait to its first (`there` = 1) or original value. */
static void change_trait(trellis_scene *scene, const char *trait, int there) {
    trellis_status status;
    if (strcmp(trait, "sizeClass") == 0) {
        status = trellis_scene_set_size_classes(scene, there ? TRELLIS_SIZE_CLASS_REGULAR : TRELLIS_SIZE_CLASS_COMPACT,
                                                TRELLIS_SIZE_CLASS_REGULAR);
    } else if (strcmp(trait, "category") == 0) {
        status = trellis_scene_set_content_size_category(scene, there ? "extraLarge" : "large");
    } else {
        status = trellis_scene_set_layout_direction(scene, there ? TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT
                                                                 : TRELLIS_LAYOUT_DIRECTION_LEFT_TO_RIGHT);
    }
    if (status != TRELLIS_OK) fail(trait);
}

/* traits: build (load + scene at compact width + first layout), then the trait changed and
 * laid out, and changed back and laid out (two samples), per repetition. */
static int run_traits(int rows, int repetitions, double budget_s, const char *trait) {
    if (strcmp(trait, "sizeClass") && strcmp(trait, "category") && strcmp(trait, "direction")) {
        fprintf(stderr, "scene_bench: unknown trait %s (sizeClass, category, direction)\n", trait);
        return 2;
    }
    generate_list(rows, 1);
    double build[MAX_REPS], change[2 * MAX_REPS];
    int builds = 0, changes = 0;
    size_t views = 0;
    double start = now_us();
    for (int r = 0; r < repetitions; r++) {
        if (r > 0 && now_us() - start > budget_s * 1e6) break;
        double t0 = now_us();
        trellis_document *doc = load(buffer, used);
        trellis_scene *scene = new_scene(doc);
        set_size(scene, 390, 844);
        if (trellis_scene_set_size_classes(scene, TRELLIS_SIZE_CLASS_COMPACT, TRELLIS_SIZE_CLASS_REGULAR) != TRELLIS_OK)
            fail("size classes");
        layout(scene);
        build[builds++] = now_us() - t0;
        views = trellis_scene_view_count(scene);
        for (int there = 1; there >= 0; there--) {
            if (there == 0 && now_us() - start > budget_s * 1e6) break;
            double t1 = now_us();
            change_trait(scene, trait, there);
            layout(scene);
            change[changes++] = now_us() - t1;
            printf("sample_us %.1f\n", change[changes - 1]);
            fflush(stdout);
        }
        if (r == 0) {
            trellis_rect frame;
            if (trellis_scene_frame_in_root(scene, "action0", &frame) != TRELLIS_OK) fail("frame");
            printf("check action0 x %.3f width %.3f\n", frame.x, frame.width);
        }
        trellis_scene_free(scene);
        trellis_document_free(doc);
    }
    printf("views %zu\n", views);
    printf("trait %s\n", trait);
    printf("build_us %.1f\n", median(build, builds));
    printf("change_us %.1f\n", median(change, changes));
    printf("samples %d\n", changes);
    return 0;
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        exit(1);
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) {
        perror(path);
        exit(1);
    }
    fclose(file);
    text[size] = 0;
    *length = (size_t)size;
    return text;
}

static void write_frames(trellis_scene *scene, const char *path) {
    size_t count = trellis_scene_view_count(scene);
    trellis_rect *frames = malloc(count * sizeof *frames);
    if (trellis_scene_frames(scene, frames, count) != TRELLIS_OK) fail("frames");
    FILE *out = fopen(path, "w");
    if (!out) {
        perror(path);
        exit(1);
    }
    for (size_t i = 0; i < count; i++)
        fprintf(out, "%s %.6f %.6f %.6f %.6f\n", trellis_scene_view_id(scene, i), frames[i].x, frames[i].y,
                frames[i].width, frames[i].height);
    fclose(out);
    free(frames);
}

enum { MIN_RELAYOUTS = 80, MAX_RELAYOUTS = 200 };

/* Splits the relayouts after the first into the hand-over to the LP and the steady state.
 * Candidates for the hand-over are the relayouts that took more than HANDOVER_FACTOR times
 * the median (the LP's build: a factorisation at least, against a relayout's one FTRAN).
 * Timing alone cannot tell the hand-over from a sample the machine slowed down (an
 * interrupt, another process): under callgrind every relayout of the stack documents costs
 * the same instructions, while the wall clock shows one or two samples of 2-5x the median
 * in most repetitions, at a different relayout each time, sometimes slower than a real
 * hand-over. A hand-over is deterministic, so the caller times the same relayouts of a
 * fresh scene (`retime_relayouts`, `retimed`: 0 for a relayout it did not time); a
 * candidate that stands out again is confirmed, and the hand-over is the confirmed one
 * whose lower sample is the largest (*handover_us that sample, *handover_index its
 * relayout); with none, there was no hand-over (the scene stayed in direct mode, or was
 * built by the LP) and both are 0. The steady state is the median and mean of the other
 * relayouts (with no hand-over: the median without the slowest, the mean of all, as
 * before). Returns how many candidates did not stand out again. */
#define HANDOVER_FACTOR 4.0
#define MAX_CANDIDATES 8

/* The candidates' sample indices (the slowest MAX_CANDIDATES of those above the factor), in
 * increasing order; returns their count. */
static int handover_candidates(const double *samples, int count, int *candidates) {
    static double sorted[MAX_RELAYOUTS];
    memcpy(sorted, samples, count * sizeof *samples);
    double middle = median(sorted, count);
    int found = 0;
    for (int i = 0; i < count; i++) {
        if (!(samples[i] > HANDOVER_FACTOR * middle)) continue;
        if (found < MAX_CANDIDATES) {
            candidates[found++] = i;
            continue;
        }
        int fastest = 0;  /* replace the fastest candidate kept, if this one is slower */
        for (int k = 1; k < found; k++)
            if (samples[candidates[k]] < samples[candidates[fastest]]) fastest = k;
        if (samples[i] > samples[candidates[fastest]]) {
            for (int k = fastest; k + 1 < found; k++) candidates[k] = candidates[k + 1];
            candidates[found - 1] = i;
        }
    }
    return found;
}

static int split_relayouts(const double *samples, const double *retimed, int count, double *handover_us,
                           double *handover_index, double *steady_median, double *steady_mean) {
    static double sorted[MAX_RELAYOUTS], rest[MAX_RELAYOUTS];
    memcpy(sorted, samples, count * sizeof *samples);
    double middle = median(sorted, count);
    int handover = -1, unconfirmed = 0;
    double handover_sample = 0;
    for (int i = 0; i < count; i++) {
        if (!(retimed[i] > 0)) continue;
        if (!(retimed[i] > HANDOVER_FACTOR * middle)) {
            unconfirmed++;
            continue;
        }
        double lower = samples[i] < retimed[i] ? samples[i] : retimed[i];
        if (lower > handover_sample) {
            handover = i;
            handover_sample = lower;
        }
    }
    int slowest = 0;
    for (int i = 1; i < count; i++)
        if (samples[i] > samples[slowest]) slowest = i;
    int left_out = handover >= 0 ? handover : slowest;
    int kept = 0;
    double sum = 0;
    for (int i = 0; i < count; i++)
        if (i != left_out) {
            rest[kept++] = samples[i];
            sum += samples[i];
        }
    *steady_median = median(rest, kept);  /* sorts rest */
    if (handover >= 0) {
        *handover_us = handover_sample;
        *handover_index = handover + 2;  /* counting the first relayout as 1 */
        *steady_mean = sum / kept;
    } else {
        *handover_us = 0;
        *handover_index = 0;
        *steady_mean = (sum + samples[slowest]) / count;
    }
    return unconfirmed;
}

/* Times again, on a fresh scene of the document put through the same sequence (build at w1,
 * the first relayout at w2, then alternating w1 and w2, every frame read after each), the
 * relayouts after the first whose sample indices (run_document's numbering) are
 * `candidates[0..count)`, in increasing order: retimed[candidates[k]]; every other entry of
 * `retimed` is 0. */
static void retime_relayouts(const char *json, size_t length, double w1, double w2, double height,
                             const int *candidates, int count, double *retimed, int samples,
                             trellis_rect *frames, size_t views) {
    for (int i = 0; i < samples; i++) retimed[i] = 0;
    if (count == 0) return;
    trellis_document *doc = load(json, length);
    trellis_scene *scene = new_scene(doc);
    trellis_document_free(doc);
    set_size(scene, w1, height);
    layout(scene);
    int next = 0;
    for (int k = -1; k <= candidates[count - 1]; k++) {
        double t0 = now_us();
        set_size(scene, k < 0 || k % 2 ? w2 : w1, height);
        layout(scene);
        if (trellis_scene_frames(scene, frames, views) != TRELLIS_OK) fail("frames");
        double elapsed = now_us() - t0;
        if (next < count && k == candidates[next]) retimed[candidates[next++]] = elapsed;
    }
    trellis_scene_free(scene);
}

/* document: build (load + scene + size + first layout), then relayouts after a width change,
 * each reading every frame and timed on its own; the relayouts of one repetition run for at
 * most 0.25 s (and at least MIN_RELAYOUTS). */
static int run_document(const char *path, double w1, double w2, double height, int repetitions, double budget_s) {
    size_t length;
    char *json = read_file(path, &length);
    double loads[MAX_REPS], build[MAX_REPS], relayout[MAX_REPS], scenes[MAX_REPS], first_relayout[MAX_REPS];
    double handover[MAX_REPS], handover_index[MAX_REPS], steady_median[MAX_REPS], steady_mean[MAX_REPS];
    static double samples[MAX_RELAYOUTS], retimed[MAX_RELAYOUTS];
    int count = 0, unconfirmed = 0;
    size_t views = 0;
    double bytes_per_view = 0;
    trellis_rect *frames = NULL;
    double start = now_us();
    for (int r = 0; r < repetitions; r++) {
        if (r > 0 && now_us() - start > budget_s * 1e6) break;
        struct mallinfo2 before = mallinfo2();
        double t0 = now_us();
        trellis_document *doc = load(json, length);
        double t1 = now_us();
        trellis_scene *scene = new_scene(doc);
        set_size(scene, w1, height);
        layout(scene);
        double t2 = now_us();
        struct mallinfo2 after = mallinfo2();
        views = trellis_scene_view_count(scene);
        bytes_per_view = (double)(after.uordblks - before.uordblks) / (double)views;
        if (r == 0 && getenv("FRAMES_OUT")) write_frames(scene, getenv("FRAMES_OUT"));
        if (!frames) frames = malloc(views * sizeof *frames);
        /* The scene alone, as native Yoga's build is timed: new + size + first layout + read
         * every frame + free, the document already loaded. */
        double t5 = now_us();
        trellis_scene *second = new_scene(doc);
        set_size(second, w1, height);
        layout(second);
        if (trellis_scene_frames(second, frames, views) != TRELLIS_OK) fail("frames");
        trellis_scene_free(second);
        scenes[count] = now_us() - t5;
        trellis_document_free(doc);
        loads[count] = t1 - t0;
        build[count] = t2 - t0;
        /* The first relayout after the build on its own: after a direct build it is
         * followed without the LP (issue 18). */
        double t6 = now_us();
        set_size(scene, w2, height);
        layout(scene);
        if (trellis_scene_frames(scene, frames, views) != TRELLIS_OK) fail("frames");
        first_relayout[count] = now_us() - t6;
        /* The relayouts after it, each timed on its own: at least MIN_RELAYOUTS (past the
         * solver's 64 followed changes, so that the hand-over to the LP is among them), at
         * most MAX_RELAYOUTS or 0.25 s. */
        int relayouts = 0;
        double t3 = now_us(), t4 = t3;
        while (relayouts < MIN_RELAYOUTS || (relayouts < MAX_RELAYOUTS && t4 - t3 < 250e3)) {
            double t7 = now_us();
            set_size(scene, relayouts % 2 ? w2 : w1, height);
            layout(scene);
            if (trellis_scene_frames(scene, frames, views) != TRELLIS_OK) fail("frames");
            t4 = now_us();
            samples[relayouts++] = t4 - t7;
        }
        relayout[count] = (t4 - t3) / relayouts;
        int candidates[MAX_CANDIDATES];
        int candidate_count = handover_candidates(samples, relayouts, candidates);
        retime_relayouts(json, length, w1, w2, height, candidates, candidate_count, retimed, relayouts, frames, views);
        unconfirmed += split_relayouts(samples, retimed, relayouts, &handover[count], &handover_index[count],
                                       &steady_median[count], &steady_mean[count]);
        count++;
        trellis_scene_free(scene);
    }
    printf("views %zu\n", views);
    printf("load_us %.1f\n", median(loads, count));
    printf("build_us %.1f\n", median(build, count));
    printf("scene_us %.1f\n", median(scenes, count));
    printf("relayout_us %.2f\n", median(relayout, count));
    printf("first_relayout_us %.1f\n", median(first_relayout, count));
    printf("handover_us %.1f\n", median(handover, count));
    printf("handover_index %.0f\n", median(handover_index, count));
    printf("handover_unconfirmed %d\n", unconfirmed);
    printf("steady_median_us %.2f\n", median(steady_median, count));
    printf("steady_mean_us %.2f\n", median(steady_mean, count));
    printf("bytes_per_view %.0f\n", bytes_per_view);
    printf("reps %d\n", count);
    free(frames);
    free(json);
    return 0;
}

/* small: per iteration a new scene of the loaded document, laid out at three widths with
 * every frame read after each, and freed (as native_yoga.c's `small`); samples of `batch`
 * iterations. The first scene of a sample is kept until its frames are written. */
static int run_small(const char *path, const double widths[3], double height, int repetitions) {
    size_t length;
    char *json = read_file(path, &length);
    trellis_document *doc = load(json, length);
    double samples[MAX_REPS];
    enum { batch = 20 };
    size_t views = 0;
    trellis_rect frames[256];
    for (int r = 0; r < repetitions; r++) {
        double total = 0;
        for (int i = 0; i < batch; i++) {
            double t0 = now_us();
            trellis_scene *scene = new_scene(doc);
            views = trellis_scene_view_count(scene);
            if (views > 256) fail("small scene of more than 256 views");
            for (int w = 0; w < 3; w++) {
                set_size(scene, widths[w], height);
                layout(scene);
                if (trellis_scene_frames(scene, frames, views) != TRELLIS_OK) fail("frames");
            }
            if (r == 0 && i == 0 && getenv("FRAMES_OUT")) {
                double t1 = now_us();
                write_frames(scene, getenv("FRAMES_OUT"));  /* at the last width */
                t0 += now_us() - t1;
            }
            trellis_scene_free(scene);
            total += now_us() - t0;
        }
        samples[r] = total / batch;
    }
    printf("views %zu\n", views);
    printf("small_us %.2f\n", median(samples, repetitions));
    trellis_document_free(doc);
    free(json);
    return 0;
}

/* scenes: the build path alone, for a profiler (see the header). */
static int run_scenes(const char *path, double height, int count, const double *widths, int width_count) {
    size_t length;
    char *json = read_file(path, &length);
    trellis_document *doc = load(json, length);
    trellis_rect *frames = NULL;
    size_t views = 0;
    for (int i = 0; i < count; i++) {
        trellis_scene *scene = new_scene(doc);
        views = trellis_scene_view_count(scene);
        if (!frames) frames = malloc(views * sizeof *frames);
        for (int w = 0; w < width_count; w++) {
            set_size(scene, widths[w], height);
            layout(scene);
            if (trellis_scene_frames(scene, frames, views) != TRELLIS_OK) fail("frames");
        }
        trellis_scene_free(scene);
    }
    printf("views %zu\n", views);
    printf("scenes %d\n", count);
    free(frames);
    trellis_document_free(doc);
    free(json);
    return 0;
}

static int repetitions_argument(const char *text) {
    int value = atoi(text);
    return value < 1 ? 1 : value > MAX_REPS ? MAX_REPS : value;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "list";
    if (strcmp(mode, "list") == 0 && argc == 4) return run_list(atoi(argv[2]), repetitions_argument(argv[3]));
    if (strcmp(mode, "traits") == 0 && argc == 6)
        return run_traits(atoi(argv[2]), repetitions_argument(argv[3]), atof(argv[4]), argv[5]);
    if (strcmp(mode, "document") == 0 && argc == 8)
        return run_document(argv[2], atof(argv[3]), atof(argv[4]), atof(argv[5]), repetitions_argument(argv[6]),
                            atof(argv[7]));
    if (strcmp(mode, "scenes") == 0 && argc >= 6 && argc <= 13) {
        double widths[8];
        for (int w = 5; w < argc; w++) widths[w - 5] = atof(argv[w]);
        return run_scenes(argv[2], atof(argv[3]), atoi(argv[4]), widths, argc - 5);
    }
    if (strcmp(mode, "small") == 0 && argc == 8) {
        double widths[3] = {atof(argv[3]), atof(argv[4]), atof(argv[5])};
        return run_small(argv[2], widths, atof(argv[6]), repetitions_argument(argv[7]));
    }
    if (argc <= 3 && (argc < 2 || (mode[0] >= '0' && mode[0] <= '9'))) {  /* the original usage */
        int rows = argc > 1 ? atoi(argv[1]) : 333;  /* 333 rows x 3 views + root = 1000 views */
        return run_list(rows, argc > 2 ? repetitions_argument(argv[2]) : 7);
    }
    fprintf(stderr, "usage: see the comment at the top of Benchmarks/scene_bench.c\n");
    return 2;
}
