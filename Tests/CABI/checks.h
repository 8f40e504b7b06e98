/*
 * Checks shared by the C ABI test programs of the UIKit-fidelity additions: counters,
 * CHECK / CHECK_STATUS / CHECK_ROOT_FRAME, single-quoted documents and JSON comparison.
 * Each program includes it once; every helper is static.
 */
#ifndef TRELLIS_TEST_CHECKS_H
#define TRELLIS_TEST_CHECKS_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trellis.h"

static int passed = 0;
static int failed = 0;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        if (cond) {                                                                        \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "%s:%d: %s: CHECK(%s) failed\n", __FILE__, __LINE__, __func__, \
                    #cond);                                                                \
        }                                                                                  \
    } while (0)

/* The call returns `expected`; after an expected failure, the last error is one non-empty line. */
#define CHECK_STATUS(call, expected)                                                       \
    do {                                                                                   \
        trellis_status got_ = (call);                                                      \
        trellis_status want_ = (expected);                                                 \
        if (got_ == want_) {                                                               \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "%s:%d: %s: %s returned %d, expected %d (last error: \"%s\")\n", \
                    __FILE__, __LINE__, __func__, #call, (int)got_, (int)want_,            \
                    trellis_last_error());                                                 \
        }                                                                                  \
        if (want_ != TRELLIS_OK && got_ == want_) check_message(__LINE__);                 \
    } while (0)

#define CHECK_ROOT_FRAME(s, id, x, y, w, h) check_root_frame(__LINE__, __func__, (s), (id), (x), (y), (w), (h))
#define CHECK_RECT(r, x, y, w, h) check_rect(__LINE__, __func__, (r), (x), (y), (w), (h))

static void check_message(int line) {
    const char *m = trellis_last_error();
    if (m != NULL && m[0] != '\0' && strchr(m, '\n') == NULL) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: the last error after a failure is \"%s\"\n", __FILE__, line, m ? m : "NULL");
    }
}

static int rect_is(trellis_rect r, double x, double y, double w, double h) {
    return fabs(r.x - x) <= 1e-6 && fabs(r.y - y) <= 1e-6 && fabs(r.width - w) <= 1e-6
        && fabs(r.height - h) <= 1e-6;
}

static void check_rect(int line, const char *func, trellis_rect r, double x, double y, double w, double h) {
    if (rect_is(r, x, y, w, h)) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: %s: rect is (%.9g, %.9g, %.9g, %.9g), expected (%.9g, %.9g, %.9g, %.9g)\n",
                __FILE__, line, func, r.x, r.y, r.width, r.height, x, y, w, h);
    }
}

static void check_root_frame(int line, const char *func, trellis_scene *s, const char *id,
                             double x, double y, double w, double h) {
    trellis_rect r = {-1, -1, -1, -1};
    trellis_status status = trellis_scene_frame_in_root(s, id, &r);
    if (status != TRELLIS_OK) {
        failed++;
        fprintf(stderr, "%s:%d: %s: frame_in_root of \"%s\" failed: %s\n", __FILE__, line, func, id,
                trellis_last_error());
        return;
    }
    check_rect(line, func, r, x, y, w, h);
}

/* `text` with single quotes turned into double quotes (caller frees). */
static char *dequote(const char *text) {
    size_t n = strlen(text) + 1;
    char *json = malloc(n);
    char *p;
    if (json == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    memcpy(json, text, n);
    for (p = json; *p; p++) {
        if (*p == '\'') *p = '"';
    }
    return json;
}

/* JSON text `json` contains `needle` (single quotes as double quotes). */
static int json_contains(const char *json, const char *needle) {
    char *wanted = dequote(needle);
    int found = json != NULL && strstr(json, wanted) != NULL;
    if (!found) fprintf(stderr, "  %s\n  does not contain %s\n", json ? json : "NULL", wanted);
    free(wanted);
    return found;
}

/* JSON text `json` is exactly `expected` (single quotes as double quotes). */
static int json_is(const char *json, const char *expected) {
    char *wanted = dequote(expected);
    int equal = json != NULL && strcmp(json, wanted) == 0;
    if (!equal) fprintf(stderr, "  JSON is %s\n  expected %s\n", json ? json : "NULL", wanted);
    free(wanted);
    return equal;
}

/* Loads a single-quoted document; NULL (and a failed check) if it does not load. */
static trellis_document *doc(const char *single_quoted) {
    char *json = dequote(single_quoted);
    trellis_document *d = NULL;
    trellis_status status = trellis_document_load(json, strlen(json), &d);
    if (status != TRELLIS_OK || d == NULL) {
        failed++;
        fprintf(stderr, "%s: a test document does not load (%d): %s\n", __FILE__, (int)status, trellis_last_error());
        d = NULL;
    }
    free(json);
    return d;
}

/* Instantiates the initial scene at a size and lays it out; NULL on failure. */
static trellis_scene *scene_at(const trellis_document *d, double width, double height) {
    trellis_scene *s = NULL;
    if (d == NULL) return NULL;
    CHECK_STATUS(trellis_scene_new(d, NULL, &s), TRELLIS_OK);
    if (s != NULL) {
        CHECK_STATUS(trellis_scene_set_size(s, width, height), TRELLIS_OK);
        CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    }
    return s;
}

#endif /* TRELLIS_TEST_CHECKS_H */
