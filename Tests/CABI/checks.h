/*
 * The checks every C ABI test program uses, in one place: the pass/fail counters, CHECK,
 * CHECK_STATUS (after an expected failure the last error must be one non-empty line),
 * CHECK_ERROR_PREFIX, CHECK_FRAME / CHECK_ROOT_FRAME / CHECK_RECT / CHECK_SIZE, CHECK_VALUE
 * (raw solver), single-quoted test documents, and text comparison: exact (json_is) or
 * JSON with spacing ignored (json_equals, json_contains).
 * Each program includes it once and ends with printf("%d passed, %d failed\n", passed,
 * failed) (Tests/CABI/run.sh reads that line). Helpers are `static inline` so a program
 * that uses only some of them still compiles with -Wall -Werror.
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


/* The call returns `expected`; after a failure, trellis_last_error() must say something. */
#define CHECK_STATUS(call, expected)                                                       \
    do {                                                                                   \
        trellis_status got_ = (call);                                                      \
        trellis_status want_ = (expected);                                                 \
        if (got_ == want_) {                                                               \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "%s:%d: %s: %s returned %s, expected %s (last error: \"%s\")\n", \
                    __FILE__, __LINE__, __func__, #call, status_name(got_),                \
                    status_name(want_), trellis_last_error());                             \
        }                                                                                  \
        if (want_ != TRELLIS_OK && got_ == want_) check_message(__LINE__);                 \
    } while (0)

/* The call fails with `expected` and trellis_last_error() starts with `prefix`. */
#define CHECK_ERROR_PREFIX(call, expected, prefix)                                         \
    do {                                                                                   \
        trellis_status got_ = (call);                                                      \
        const char *message_ = trellis_last_error();                                       \
        if (got_ == (expected) && message_ != NULL                                         \
            && strncmp(message_, (prefix), strlen(prefix)) == 0) {                         \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "%s:%d: %s: %s returned %s (last error: \"%s\"), expected %s " \
                    "with a message starting \"%s\"\n", __FILE__, __LINE__, __func__,     \
                    #call, status_name(got_), message_ ? message_ : "(NULL)",              \
                    status_name(expected), (prefix));                                      \
        }                                                                                  \
    } while (0)

/* trellis_scene_frame (superview coordinates) / frame_in_root is (x, y, w, h), within 1e-6. */
#define CHECK_FRAME(s, id, x, y, w, h) check_frame(__LINE__, __func__, (s), (id), 0, (x), (y), (w), (h))
#define CHECK_ROOT_FRAME(s, id, x, y, w, h) check_frame(__LINE__, __func__, (s), (id), 1, (x), (y), (w), (h))
#define CHECK_SIZE(s, id, width, w, h) check_fitting(__LINE__, __func__, (s), (id), (width), (w), (h))
#define CHECK_RECT(r, x, y, w, h) check_rect(__LINE__, __func__, (r), (x), (y), (w), (h))

/* The raw solver's value of v at the last update is `expected` (within 1e-6). */
#define CHECK_VALUE(s, v, expected)                                                        \
    do {                                                                                   \
        double got_ = trellis_solver_value((s), (v));                                      \
        double want_ = (expected);                                                         \
        if (fabs(got_ - want_) <= 1e-6) {                                                  \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "%s:%d: %s: value of %s is %.9g, expected %.9g\n", __FILE__,   \
                    __LINE__, __func__, #v, got_, want_);                                  \
        }                                                                                  \
    } while (0)

static inline const char *status_name(trellis_status s) {
    switch (s) {
    case TRELLIS_OK: return "TRELLIS_OK";
    case TRELLIS_ERROR_PARSE: return "TRELLIS_ERROR_PARSE";
    case TRELLIS_ERROR_SCHEMA: return "TRELLIS_ERROR_SCHEMA";
    case TRELLIS_ERROR_NOT_FOUND: return "TRELLIS_ERROR_NOT_FOUND";
    case TRELLIS_ERROR_ARGUMENT: return "TRELLIS_ERROR_ARGUMENT";
    case TRELLIS_ERROR_UNSATISFIABLE: return "TRELLIS_ERROR_UNSATISFIABLE";
    case TRELLIS_ERROR_STATE: return "TRELLIS_ERROR_STATE";
    case TRELLIS_ERROR_IO: return "TRELLIS_ERROR_IO";
    }
    return "(unknown status)";
}

/* After a failing call: a non-empty, one-line message. */
static inline void check_message(int line) {
    const char *m = trellis_last_error();
    if (m != NULL && m[0] != '\0' && strchr(m, '\n') == NULL) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: last error after a failure is %s%s%s\n", __FILE__, line,
                m ? "\"" : "", m ? m : "NULL", m ? "\"" : "");
    }
}

static inline int rect_is(trellis_rect r, double x, double y, double w, double h) {
    return fabs(r.x - x) <= 1e-6 && fabs(r.y - y) <= 1e-6 && fabs(r.width - w) <= 1e-6
        && fabs(r.height - h) <= 1e-6;
}

static inline void check_frame(int line, const char *func, trellis_scene *s, const char *id, int in_root,
                        double x, double y, double w, double h) {
    trellis_rect r = {-1, -1, -1, -1};
    trellis_status status = in_root ? trellis_scene_frame_in_root(s, id, &r)
                                    : trellis_scene_frame(s, id, &r);
    if (status == TRELLIS_OK && rect_is(r, x, y, w, h)) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: %s: %s of \"%s\" is %s (%.9g, %.9g, %.9g, %.9g), expected "
                "(%.9g, %.9g, %.9g, %.9g)%s%s\n", __FILE__, line, func,
                in_root ? "frame_in_root" : "frame", id, status_name(status), r.x, r.y,
                r.width, r.height, x, y, w, h, status ? ": " : "",
                status ? trellis_last_error() : "");
    }
}

static inline void check_rect(int line, const char *func, trellis_rect r, double x, double y, double w,
                              double h) {
    if (rect_is(r, x, y, w, h)) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: %s: rect is (%.9g, %.9g, %.9g, %.9g), expected (%.9g, %.9g, %.9g, %.9g)\n",
                __FILE__, line, func, r.x, r.y, r.width, r.height, x, y, w, h);
    }
}

static inline void check_fitting(int line, const char *func, trellis_scene *s, const char *id,
                          double width, double w, double h) {
    trellis_size size = {-1, -1};
    trellis_status status = trellis_scene_fitting_size(s, id, width, &size);
    if (status == TRELLIS_OK && fabs(size.width - w) <= 1e-6 && fabs(size.height - h) <= 1e-6) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: %s: fitting size of \"%s\" at width %g is %s (%.9g, %.9g), "
                "expected (%.9g, %.9g)\n", __FILE__, line, func, id, width, status_name(status),
                size.width, size.height, w, h);
    }
}

static inline int str_eq(const char *a, const char *b) {
    return a != NULL && b != NULL && strcmp(a, b) == 0;
}

static inline char *copy_string(const char *text) {
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (copy == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    memcpy(copy, text, n);
    return copy;
}

/* `text` with single quotes turned into double quotes (caller frees). */
static inline char *dequote(const char *text) {
    char *json = copy_string(text);
    char *p;
    for (p = json; *p; p++) {
        if (*p == '\'') *p = '"';
    }
    return json;
}

/* `json` without whitespace outside strings (caller frees): compares JSON text without
 * depending on the library's spacing. */
static inline char *compact(const char *json) {
    char *out = copy_string(json != NULL ? json : "");
    const char *p = out;
    char *q = out;
    int in_string = 0;
    for (; *p; p++) {
        if (in_string) {
            *q++ = *p;
            if (*p == '\\' && p[1]) {
                *q++ = *++p;
            } else if (*p == '"') {
                in_string = 0;
            }
        } else if (*p == '"') {
            in_string = 1;
            *q++ = *p;
        } else if (*p != ' ' && *p != '\n' && *p != '\t' && *p != '\r') {
            *q++ = *p;
        }
    }
    *q = '\0';
    return out;
}

/* Text `json` contains `needle` (single quotes as double quotes). */
static inline int json_contains(const char *json, const char *needle) {
    char *wanted = dequote(needle);
    /* as written (messages), or with spacing outside strings ignored on both sides (JSON) */
    int found = json != NULL && strstr(json, wanted) != NULL;
    if (!found) {
        char *haystack = compact(json);
        char *compact_wanted = compact(wanted);
        found = strstr(haystack, compact_wanted) != NULL;
        free(haystack);
        free(compact_wanted);
    }
    free(wanted);
    return found;
}

/* Text `text` is exactly `expected` (single quotes as double quotes): messages, JSON whose
 * spacing matters. */
static inline int json_is(const char *text, const char *expected) {
    char *wanted = dequote(expected);
    int equal = text != NULL && strcmp(text, wanted) == 0;
    if (!equal) fprintf(stderr, "  text is %s\n  expected %s\n", text ? text : "NULL", wanted);
    free(wanted);
    return equal;
}

/* JSON text `json` equals `expected` (single quotes as double quotes), spacing aside. */
static inline int json_equals(const char *json, const char *expected) {
    char *got = compact(json);
    char *want_text = dequote(expected);
    char *want = compact(want_text);
    int equal = json != NULL && strcmp(got, want) == 0;
    if (!equal) fprintf(stderr, "  JSON is %s\n  expected %s\n", json ? json : "NULL", want);
    free(got);
    free(want_text);
    free(want);
    return equal;
}

/* Whether a JSON list of strings names some string twice. */
static inline int has_duplicate_strings(const char *json) {
    const char *starts[256];
    size_t lengths[256];
    size_t count = 0, i, j;
    const char *p = json;
    while ((p = strchr(p, '"')) != NULL && count < 256) {
        const char *start = ++p;
        while (*p && *p != '"') p += (*p == '\\' && p[1]) ? 2 : 1;
        starts[count] = start;
        lengths[count] = (size_t)(p - start);
        count++;
        if (*p) p++;
    }
    for (i = 0; i < count; i++) {
        for (j = i + 1; j < count; j++) {
            if (lengths[i] == lengths[j] && memcmp(starts[i], starts[j], lengths[i]) == 0) return 1;
        }
    }
    return 0;
}

/* Loads a single-quoted document; NULL (and a failed check) if it does not load. */
static inline trellis_document *doc(const char *single_quoted) {
    char *json = dequote(single_quoted);
    trellis_document *d = NULL;
    trellis_status status = trellis_document_load(json, strlen(json), &d);
    if (status != TRELLIS_OK || d == NULL) {
        failed++;
        fprintf(stderr, "%s: a test document does not load: %s: %s\n", __FILE__,
                status_name(status), trellis_last_error());
        d = NULL;
    }
    free(json);
    return d;
}

/* Instantiates the initial scene at a size and lays it out; NULL on failure. */
static inline trellis_scene *scene_at(const trellis_document *d, double width, double height) {
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
