/* native_yoga.c — Yoga through its C API, the native peer of the scene benchmarks (issue 18).
 *
 * yoga-python's extension module (a wheel from PyPI, installed at benchmark time by
 * run_scene_bench.sh; nothing of Yoga is committed) is Yoga's C++ compiled together with its
 * nanobind binding, and it exports Yoga's `YG*` C functions. The module needs libpython's
 * symbols, so libpython is opened first with RTLD_GLOBAL; then the module is opened and the
 * functions are looked up with dlsym. No Python code runs: the timings are Yoga's own.
 *
 * The layouts are yoga_layouts.py's (the closest flexbox layouts to the Trellis documents of
 * stack_documents.py), built node by node in C:
 *
 *   native_yoga LIBPYTHON MODULE stack DISTRIBUTION N WIDTH RELAYOUT_WIDTH HEIGHT SPACING REPS
 *   native_yoga LIBPYTHON MODULE small COUNT MARGIN SPACING LABEL_HEIGHT W1 W2 W3 HEIGHT REPS
 *   native_yoga LIBPYTHON MODULE builds DISTRIBUTION N WIDTH HEIGHT SPACING COUNT
 *   native_yoga LIBPYTHON MODULE small-builds COUNT MARGIN SPACING LABEL_HEIGHT W1 W2 W3 HEIGHT BUILDS
 *   native_yoga LIBPYTHON MODULE relayouts DISTRIBUTION N WIDTH RELAYOUT_WIDTH HEIGHT SPACING COUNT
 *
 * `stack` prints build_us (make the tree + calculate + read every frame + free, the same
 * steps as the Trellis side's `scene` time) and relayout_us (width change + calculate + read
 * every frame); `small` prints small_us (make the column, lay it out at three widths, free).
 * `relayouts` builds one stack and lays it out COUNT more times, alternating the two widths,
 * reading every frame each time.
 * `builds` and `small-builds` do nothing but COUNT (BUILDS) such builds and time nothing: they
 * are what instruction_counts.py runs under callgrind, beside scene_bench.c's `scenes` mode.
 * Item widths are stack_documents.py's (20 + 7i mod 21). Times are medians. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void *YGNodeRef;
typedef void *YGConfigRef;

/* Yoga's enums (yoga/YGEnums.h), as the C ABI passes them. */
enum { YGDirectionLTR = 1 };
enum { YGFlexDirectionColumn = 0, YGFlexDirectionRow = 2 };
enum { YGJustifySpaceBetween = 3 };
enum { YGGutterColumn = 0, YGGutterRow = 1 };
enum { YGEdgeAll = 8 };

static YGConfigRef (*YGConfigNew)(void);
static void (*YGConfigSetPointScaleFactor)(YGConfigRef, float);
static YGNodeRef (*YGNodeNewWithConfig)(YGConfigRef);
static void (*YGNodeInsertChild)(YGNodeRef, YGNodeRef, size_t);
static void (*YGNodeFreeRecursive)(YGNodeRef);
static void (*YGNodeCalculateLayout)(YGNodeRef, float, float, int);
static void (*YGNodeStyleSetFlexDirection)(YGNodeRef, int);
static void (*YGNodeStyleSetJustifyContent)(YGNodeRef, int);
static void (*YGNodeStyleSetGap)(YGNodeRef, int, float);
static void (*YGNodeStyleSetPadding)(YGNodeRef, int, float);
static void (*YGNodeStyleSetFlexGrow)(YGNodeRef, float);
static void (*YGNodeStyleSetFlexBasis)(YGNodeRef, float);
static void (*YGNodeStyleSetWidth)(YGNodeRef, float);
static void (*YGNodeStyleSetHeight)(YGNodeRef, float);
static float (*YGNodeLayoutGetLeft)(YGNodeRef);
static float (*YGNodeLayoutGetTop)(YGNodeRef);
static float (*YGNodeLayoutGetWidth)(YGNodeRef);
static float (*YGNodeLayoutGetHeight)(YGNodeRef);

static void *symbol(void *module, const char *name) {
    void *address = dlsym(module, name);
    if (!address) {
        fprintf(stderr, "native_yoga: %s not exported by the module: %s\n", name, dlerror());
        exit(1);
    }
    return address;
}

#define BIND(name) *(void **)(&name) = symbol(module, #name)

static void load_yoga(const char *libpython, const char *path) {
    if (!dlopen(libpython, RTLD_NOW | RTLD_GLOBAL)) {
        fprintf(stderr, "native_yoga: %s\n", dlerror());
        exit(1);
    }
    void *module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!module) {
        fprintf(stderr, "native_yoga: %s\n", dlerror());
        exit(1);
    }
    BIND(YGConfigNew);
    BIND(YGConfigSetPointScaleFactor);
    BIND(YGNodeNewWithConfig);
    BIND(YGNodeInsertChild);
    BIND(YGNodeFreeRecursive);
    BIND(YGNodeCalculateLayout);
    BIND(YGNodeStyleSetFlexDirection);
    BIND(YGNodeStyleSetJustifyContent);
    BIND(YGNodeStyleSetGap);
    BIND(YGNodeStyleSetPadding);
    BIND(YGNodeStyleSetFlexGrow);
    BIND(YGNodeStyleSetFlexBasis);
    BIND(YGNodeStyleSetWidth);
    BIND(YGNodeStyleSetHeight);
    BIND(YGNodeLayoutGetLeft);
    BIND(YGNodeLayoutGetTop);
    BIND(YGNodeLayoutGetWidth);
    BIND(YGNodeLayoutGetHeight);
}

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

/* The frame a host reads after a layout (kept in a sink so that the reads are not elided). */
typedef struct { float x, y, width, height; } frame;

static volatile float sink;

static void read_frames(YGNodeRef *children, int count, frame *frames) {
    for (int i = 0; i < count; i++) {
        frames[i].x = YGNodeLayoutGetLeft(children[i]);
        frames[i].y = YGNodeLayoutGetTop(children[i]);
        frames[i].width = YGNodeLayoutGetWidth(children[i]);
        frames[i].height = YGNodeLayoutGetHeight(children[i]);
    }
    sink = frames[count - 1].x;
}

/* yoga_layouts.build_stack. */
static YGNodeRef build_stack(YGConfigRef config, const char *distribution, int count, float spacing,
                             YGNodeRef *children) {
    YGNodeRef root = YGNodeNewWithConfig(config);
    YGNodeStyleSetFlexDirection(root, YGFlexDirectionRow);
    YGNodeStyleSetGap(root, YGGutterColumn, spacing);
    if (!strcmp(distribution, "equalSpacing") || !strcmp(distribution, "equalCentering"))
        YGNodeStyleSetJustifyContent(root, YGJustifySpaceBetween);
    for (int i = 0; i < count; i++) {
        float width = 20.0f + (float)((7 * i) % 21);
        YGNodeRef child = YGNodeNewWithConfig(config);
        if (!strcmp(distribution, "fillEqually")) {
            YGNodeStyleSetFlexGrow(child, 1);
            YGNodeStyleSetFlexBasis(child, 0);
        } else if (!strcmp(distribution, "fillProportionally")) {
            YGNodeStyleSetFlexGrow(child, width);
            YGNodeStyleSetFlexBasis(child, 0);
        } else {
            YGNodeStyleSetWidth(child, width);
            if (!strcmp(distribution, "fill") && i == count - 1) YGNodeStyleSetFlexGrow(child, 1);
        }
        YGNodeInsertChild(root, child, (size_t)i);
        children[i] = child;
    }
    return root;
}

#define MAX_REPS 64

static int run_stack(const char *distribution, int count, float width, float relayout_width, float height,
                     float spacing, int repetitions) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);
    YGNodeRef *children = malloc(sizeof *children * (size_t)count);
    frame *frames = malloc(sizeof *frames * (size_t)count);
    double builds[MAX_REPS], relayouts[MAX_REPS];
    for (int r = 0; r < repetitions; r++) {
        double t0 = now_us();
        YGNodeRef root = build_stack(config, distribution, count, spacing, children);
        YGNodeCalculateLayout(root, width, height, YGDirectionLTR);
        read_frames(children, count, frames);
        YGNodeFreeRecursive(root);
        builds[r] = now_us() - t0;

        root = build_stack(config, distribution, count, spacing, children);
        YGNodeCalculateLayout(root, width, height, YGDirectionLTR);
        int done = 0;
        double t1 = now_us(), t2 = t1;
        while (done < 2 || (done < 200 && t2 - t1 < 250e3)) {
            YGNodeCalculateLayout(root, done % 2 ? width : relayout_width, height, YGDirectionLTR);
            read_frames(children, count, frames);
            done++;
            t2 = now_us();
        }
        relayouts[r] = (t2 - t1) / done;
        YGNodeFreeRecursive(root);
    }
    printf("build_us %.2f\n", median(builds, repetitions));
    printf("relayout_us %.2f\n", median(relayouts, repetitions));
    free(children);
    free(frames);
    return 0;
}

/* yoga_layouts.build_column, laid out at three widths; samples of `batch` iterations. */
static int run_small(int count, float margin, float spacing, float label_height, const float widths[3],
                     float height, int repetitions) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);
    YGNodeRef *children = malloc(sizeof *children * (size_t)count);
    frame *frames = malloc(sizeof *frames * (size_t)count);
    double samples[MAX_REPS];
    enum { batch = 20 };
    for (int r = 0; r < repetitions; r++) {
        double t0 = now_us();
        for (int b = 0; b < batch; b++) {
            YGNodeRef root = YGNodeNewWithConfig(config);
            YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
            YGNodeStyleSetPadding(root, YGEdgeAll, margin);
            YGNodeStyleSetGap(root, YGGutterRow, spacing);
            for (int i = 0; i < count; i++) {
                children[i] = YGNodeNewWithConfig(config);
                YGNodeStyleSetHeight(children[i], label_height);
                YGNodeInsertChild(root, children[i], (size_t)i);
            }
            for (int w = 0; w < 3; w++) {
                YGNodeCalculateLayout(root, widths[w], height, YGDirectionLTR);
                read_frames(children, count, frames);
            }
            YGNodeFreeRecursive(root);
        }
        samples[r] = (now_us() - t0) / batch;
    }
    printf("small_us %.2f\n", median(samples, repetitions));
    free(children);
    free(frames);
    return 0;
}

/* COUNT builds of a stack (make + calculate + read every frame + free), untimed. */
static int run_builds(const char *distribution, int count, float width, float height, float spacing, int builds) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);
    YGNodeRef *children = malloc(sizeof *children * (size_t)count);
    frame *frames = malloc(sizeof *frames * (size_t)count);
    for (int b = 0; b < builds; b++) {
        YGNodeRef root = build_stack(config, distribution, count, spacing, children);
        YGNodeCalculateLayout(root, width, height, YGDirectionLTR);
        read_frames(children, count, frames);
        YGNodeFreeRecursive(root);
    }
    free(children);
    free(frames);
    return 0;
}

/* One stack, then COUNT relayouts + reads at alternating widths, untimed. */
static int run_relayouts(const char *distribution, int count, float width, float relayout_width, float height,
                         float spacing, int relayouts) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);
    YGNodeRef *children = malloc(sizeof *children * (size_t)count);
    frame *frames = malloc(sizeof *frames * (size_t)count);
    YGNodeRef root = build_stack(config, distribution, count, spacing, children);
    YGNodeCalculateLayout(root, width, height, YGDirectionLTR);
    read_frames(children, count, frames);
    for (int r = 0; r < relayouts; r++) {
        YGNodeCalculateLayout(root, r % 2 ? width : relayout_width, height, YGDirectionLTR);
        read_frames(children, count, frames);
    }
    YGNodeFreeRecursive(root);
    free(children);
    free(frames);
    return 0;
}

/* BUILDS small scenes (make the column, lay it out at three widths, read, free), untimed. */
static int run_small_builds(int count, float margin, float spacing, float label_height, const float widths[3],
                            float height, int builds) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);
    YGNodeRef *children = malloc(sizeof *children * (size_t)count);
    frame *frames = malloc(sizeof *frames * (size_t)count);
    for (int b = 0; b < builds; b++) {
        YGNodeRef root = YGNodeNewWithConfig(config);
        YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
        YGNodeStyleSetPadding(root, YGEdgeAll, margin);
        YGNodeStyleSetGap(root, YGGutterRow, spacing);
        for (int i = 0; i < count; i++) {
            children[i] = YGNodeNewWithConfig(config);
            YGNodeStyleSetHeight(children[i], label_height);
            YGNodeInsertChild(root, children[i], (size_t)i);
        }
        for (int w = 0; w < 3; w++) {
            YGNodeCalculateLayout(root, widths[w], height, YGDirectionLTR);
            read_frames(children, count, frames);
        }
        YGNodeFreeRecursive(root);
    }
    free(children);
    free(frames);
    return 0;
}

static int repetitions_argument(const char *text) {
    int value = atoi(text);
    return value < 1 ? 1 : value > MAX_REPS ? MAX_REPS : value;
}

int main(int argc, char **argv) {
    if (argc >= 4 && !strcmp(argv[3], "stack") && argc == 11) {
        load_yoga(argv[1], argv[2]);
        return run_stack(argv[4], atoi(argv[5]), (float)atof(argv[6]), (float)atof(argv[7]), (float)atof(argv[8]),
                         (float)atof(argv[9]), repetitions_argument(argv[10]));
    }
    if (argc >= 4 && !strcmp(argv[3], "small") && argc == 13) {
        load_yoga(argv[1], argv[2]);
        float widths[3] = {(float)atof(argv[8]), (float)atof(argv[9]), (float)atof(argv[10])};
        return run_small(atoi(argv[4]), (float)atof(argv[5]), (float)atof(argv[6]), (float)atof(argv[7]), widths,
                         (float)atof(argv[11]), repetitions_argument(argv[12]));
    }
    if (argc >= 4 && !strcmp(argv[3], "builds") && argc == 10) {
        load_yoga(argv[1], argv[2]);
        int builds = atoi(argv[9]);
        return run_builds(argv[4], atoi(argv[5]), (float)atof(argv[6]), (float)atof(argv[7]), (float)atof(argv[8]),
                          builds < 0 ? 0 : builds);
    }
    if (argc >= 4 && !strcmp(argv[3], "relayouts") && argc == 11) {
        load_yoga(argv[1], argv[2]);
        int relayouts = atoi(argv[10]);
        return run_relayouts(argv[4], atoi(argv[5]), (float)atof(argv[6]), (float)atof(argv[7]), (float)atof(argv[8]),
                             (float)atof(argv[9]), relayouts < 0 ? 0 : relayouts);
    }
    if (argc >= 4 && !strcmp(argv[3], "small-builds") && argc == 13) {
        load_yoga(argv[1], argv[2]);
        float widths[3] = {(float)atof(argv[8]), (float)atof(argv[9]), (float)atof(argv[10])};
        int builds = atoi(argv[12]);
        return run_small_builds(atoi(argv[4]), (float)atof(argv[5]), (float)atof(argv[6]), (float)atof(argv[7]),
                                widths, (float)atof(argv[11]), builds < 0 ? 0 : builds);
    }
    fprintf(stderr, "usage: see the comment at the top of Benchmarks/native_yoga.c\n");
    return 2;
}
