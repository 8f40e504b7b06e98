/*
 * C ABI tests of documents and scenes in Include/trellis.h (docs/c-api.md and docs/document-format.md).
 *
 * Plain C99 (plus POSIX mkdtemp for the file tests):
 *     cc -std=c99 -Wall -Wextra -Werror -I Include Tests/CABI/test_scene.c \
 *        -L <libdir> -ltrellis -Wl,-rpath,<libdir> -lm
 * (Tests/CABI/run.sh <libdir> does this and runs it.)
 * Prints failures on stderr and one closing line "N passed, M failed" on stdout; exits 1
 * if any check failed.
 *
 * Documents are written with single quotes for readability; doc() turns them into double
 * quotes before loading (no text below needs an apostrophe).
 *
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checks.h"

/* Instantiates a scene (NULL id: the initial scene) and gives it a size; NULL on failure. */
static trellis_scene *scene(const trellis_document *d, const char *id, double width, double height) {
    trellis_scene *s = NULL;
    CHECK_STATUS(trellis_scene_new(d, id, &s), TRELLIS_OK);
    if (s != NULL) {
        CHECK_STATUS(trellis_scene_set_size(s, width, height), TRELLIS_OK);
        CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    }
    return s;
}

/* The index of view `id` in the scene's view list, or -1. */
static long index_of(const trellis_scene *s, const char *id) {
    size_t i, n = trellis_scene_view_count(s);
    for (i = 0; i < n; i++) {
        if (str_eq(trellis_scene_view_id(s, i), id)) return (long)i;
    }
    return -1;
}

/* Whether view `id` is among the views the last layout changed. */
static int changed(const trellis_scene *s, const char *id) {
    size_t indices[64];
    size_t i, n = trellis_scene_changed_views(s, indices, 64);
    long wanted = index_of(s, id);
    for (i = 0; i < n && i < 64; i++) {
        if ((long)indices[i] == wanted) return 1;
    }
    return 0;
}

static void write_file(const char *path, const char *single_quoted) {
    char *json = dequote(single_quoted);
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        perror(path);
        exit(2);
    }
    fputs(json, f);
    fclose(f);
    free(json);
}

/* ------------------------------------------------------------------------------------- */
/* Documents                                                                              */

static const char *HELLO =
    "{'format': 'trellis/1', 'initialScene': 'main',"
    " 'scenes': [{'id': 'main',"
    "   'root': {'id': 'root', 'kind': 'view', 'subviews': ["
    "     {'id': 'label', 'kind': 'label', 'text': 'Hello, World!', 'textStyle': 'body'}]},"
    "   'constraints': ['label.centerX == root.centerX', 'label.centerY == root.centerY']}]}";

static void test_load_from_memory(void) {
    char *json = dequote(HELLO);
    char *padded;
    size_t n = strlen(json);
    trellis_document *d = NULL;
    trellis_document *marker = (trellis_document *)&marker;
    trellis_document *untouched = marker;

    CHECK_STATUS(trellis_document_load(json, n, &d), TRELLIS_OK);
    CHECK(d != NULL);
    CHECK(trellis_document_scene_count(d) == 1);
    CHECK(str_eq(trellis_document_scene_id(d, 0), "main"));
    CHECK(trellis_document_scene_id(d, 1) == NULL); /* out of range */
    CHECK(json_equals(trellis_document_segues(d), "[]")); /* no segues: an empty list */
    trellis_document_free(d);

    /* `length` bounds the text: bytes after it are not read */
    padded = malloc(n + 8);
    memcpy(padded, json, n);
    memcpy(padded + n, "garbage", 8);
    d = NULL;
    CHECK_STATUS(trellis_document_load(padded, n, &d), TRELLIS_OK);
    trellis_document_free(d);
    /* ... and a length that cuts the document short is a parse error */
    CHECK_ERROR_PREFIX(trellis_document_load(padded, n - 1, &untouched), TRELLIS_ERROR_PARSE, "$");
    CHECK(untouched == marker); /* a failing call changes nothing, not even *out */
    CHECK_ERROR_PREFIX(trellis_document_load(padded, 0, &untouched), TRELLIS_ERROR_PARSE, "$");
    CHECK(untouched == marker);
    free(padded);
    free(json);

    trellis_document_free(NULL); /* a no-op */
    CHECK(1);
}

static void test_load_from_file(void) {
    char dir[] = "/tmp/trellis-test-scene.XXXXXX";
    char main_path[128], sub_dir[128], settings_path[128], broken_path[128], missing_path[128];
    trellis_document *d = NULL;
    trellis_scene *s;
    trellis_rect r = {-1, -1, -1, -1};
    char *main_json;

    if (mkdtemp(dir) == NULL) {
        perror("mkdtemp");
        failed++;
        return;
    }
    snprintf(main_path, sizeof main_path, "%s/main.json", dir);
    snprintf(sub_dir, sizeof sub_dir, "%s/sub", dir);
    snprintf(settings_path, sizeof settings_path, "%s/sub/settings.json", dir);
    snprintf(broken_path, sizeof broken_path, "%s/broken.json", dir);
    snprintf(missing_path, sizeof missing_path, "%s/missing.json", dir);
    if (mkdir(sub_dir, 0700) != 0) {
        perror(sub_dir);
        failed++;
        rmdir(dir);
        return;
    }

    /* "references" resolve relative to the referring file's folder: main.json names
       sub/settings.json, and its container embeds scene "prefs" from there */
    write_file(main_path,
               "{'format': 'trellis/1', 'initialScene': 'main',"
               " 'references': {'settings': 'sub/settings.json'},"
               " 'scenes': [{'id': 'main',"
               "   'root': {'id': 'root', 'kind': 'view', 'subviews': ["
               "     {'id': 'box', 'kind': 'container', 'scene': 'settings#prefs'}]},"
               "   'constraints': ['box.left == root.left + 10', 'box.top == root.top + 10']}]}");
    write_file(settings_path,
               "{'format': 'trellis/1', 'initialScene': 'prefs',"
               " 'scenes': [{'id': 'prefs', 'root': {'id': 'p', 'kind': 'view', 'intrinsicSize': [50, 60]}}]}");
    write_file(broken_path, "{'format': 'trellis/1', 'scenes': [");

    CHECK_STATUS(trellis_document_load_file(main_path, &d), TRELLIS_OK);
    CHECK(trellis_document_scene_count(d) == 1);
    CHECK(str_eq(trellis_document_scene_id(d, 0), "main"));
    s = scene(d, NULL, 200, 200);
    /* the embedded root is "<containerId>.p"; it takes its intrinsic 50 x 60 at the box's
       origin (10, 10) */
    CHECK(index_of(s, "box.p") == 2);
    CHECK(trellis_scene_is_installed(s, "box.p") == 1);
    trellis_scene_frame_in_root(s, "box.p", &r);
    CHECK(rect_is(r, 10, 10, 50, 60));
    trellis_scene_free(s);
    trellis_document_free(d);

    /* the same text from memory cannot resolve its references: a schema error at the
       reference's path */
    main_json = dequote("{'format': 'trellis/1', 'references': {'settings': 'sub/settings.json'},"
                        " 'scenes': [{'id': 'main', 'root': {'id': 'root', 'kind': 'view'}}]}");
    d = NULL;
    CHECK_ERROR_PREFIX(trellis_document_load(main_json, strlen(main_json), &d),
                       TRELLIS_ERROR_SCHEMA, "$.references.settings");
    CHECK(d == NULL);
    free(main_json);

    CHECK_STATUS(trellis_document_load_file(missing_path, &d), TRELLIS_ERROR_IO);
    CHECK_STATUS(trellis_document_load_file(dir, &d), TRELLIS_ERROR_IO); /* a folder */
    CHECK_ERROR_PREFIX(trellis_document_load_file(broken_path, &d), TRELLIS_ERROR_PARSE, "$");
    CHECK(d == NULL);
    CHECK_STATUS(trellis_document_load_file(NULL, &d), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_document_load_file(main_path, NULL), TRELLIS_ERROR_ARGUMENT);

    unlink(main_path);
    unlink(settings_path);
    unlink(broken_path);
    rmdir(sub_dir);
    rmdir(dir);
}

/* Parse errors (not JSON) and schema errors (not trellis/1): the message starts with the
 * JSON path of the problem. */
static void test_parse_and_schema_errors(void) {
    static const struct {
        const char *json;
        trellis_status status;
        const char *prefix; /* the start of trellis_last_error() */
    } cases[] = {
        /* not JSON: the path is the document itself */
        {"{", TRELLIS_ERROR_PARSE, "$"},
        {"", TRELLIS_ERROR_PARSE, "$"},
        {"{'format': 'trellis/1',}", TRELLIS_ERROR_PARSE, "$"},
        {"{'format': 'trellis/1', 'scenes': []} trailing", TRELLIS_ERROR_PARSE, "$"},
        /* the example of docs/c-api.md, verbatim */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view', 'subviews': ["
         "{'id': 'a', 'kind': 'view'}, {'id': 'b', 'kind': 'view'},"
         "{'id': 's', 'kind': 'stack', 'axis': 'diagonal'}]}}]}",
         TRELLIS_ERROR_SCHEMA,
         "$.scenes[0].root.subviews[2].axis: expected \"horizontal\" or \"vertical\", got \"diagonal\""},
        {"[]", TRELLIS_ERROR_SCHEMA, "$"},
        {"{'format': 'trellis/2', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'}}]}",
         TRELLIS_ERROR_SCHEMA, "$.format"},
        {"{'format': 'trellis/1', 'scenes': {}}", TRELLIS_ERROR_SCHEMA, "$.scenes"},
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'blob'}}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].root.kind"},
        {"{'format': 'trellis/1', 'initialScene': 'x', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'}}]}",
         TRELLIS_ERROR_SCHEMA, "$.initialScene"},
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view',"
         " 'subviews': [{'id': 'a', 'kind': 'view'}, {'id': 'a', 'kind': 'view'}]}}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].root.subviews[1]"}, /* a duplicate view id */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view',"
         " 'intrinsicSize': [1]}}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].root.intrinsicSize"},
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view',"
         " 'installed': {'any': true, 'wQ': false}}}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].root.installed"}, /* an unknown size-class key */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'},"
         " 'constraints': ['r.width = 3']}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].constraints[0]"}, /* a bad equation */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'},"
         " 'constraints': ['q.width == 3']}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].constraints[0]"}, /* an unknown view */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'},"
         " 'constraints': [{'eq': 'r.width == 10', 'priority': 0}]}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].constraints[0].priority"}, /* priority 1...1000 */
        {"{'format': 'trellis/1', 'scenes': [{'id': 'm', 'root': {'id': 'r', 'kind': 'view'},"
         " 'segues': [{'id': 's', 'from': 'r', 'to': 'nowhere', 'kind': 'push'}]}]}",
         TRELLIS_ERROR_SCHEMA, "$.scenes[0].segues[0].to"},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *json = dequote(cases[i].json);
        trellis_document *d = NULL;
        trellis_status status = trellis_document_load(json, strlen(json), &d);
        const char *message = trellis_last_error();
        int ok = status == cases[i].status && d == NULL && message != NULL
              && strncmp(message, cases[i].prefix, strlen(cases[i].prefix)) == 0
              && strchr(message, '\n') == NULL;
        /* a schema error names a place inside the document: "$." or "$[" */
        if (status == TRELLIS_ERROR_SCHEMA && strcmp(cases[i].prefix, "$") != 0) {
            ok = ok && strncmp(message, "$.", 2) == 0;
        }
        CHECK(ok);
        if (!ok) {
            fprintf(stderr, "  case %u: %s, \"%s\"; expected %s, \"%s...\"\n", (unsigned)i,
                    status_name(status), message ? message : "(NULL)",
                    status_name(cases[i].status), cases[i].prefix);
        }
        trellis_document_free(d);
        free(json);
    }
}

static void test_scene_ids_segues_and_initial_scene(void) {
    /* the initial scene is the second one, so NULL must not simply mean "the first" */
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'initialScene': 'second',"
        " 'scenes': ["
        "  {'id': 'first', 'root': {'id': 'firstRoot', 'kind': 'view', 'subviews': ["
        "     {'id': 'cell', 'kind': 'view'}]},"
        "   'segues': [{'id': 'showDetail', 'from': 'cell', 'to': 'second', 'kind': 'push'}]},"
        "  {'id': 'second', 'root': {'id': 'secondRoot', 'kind': 'view'},"
        "   'segues': [{'id': 'back', 'from': 'secondRoot', 'to': 'first', 'kind': 'modal'}]}]}");
    trellis_scene *s = NULL;
    trellis_scene *marker = (trellis_scene *)&marker;
    trellis_scene *untouched = marker;

    CHECK(trellis_document_scene_count(d) == 2);
    CHECK(str_eq(trellis_document_scene_id(d, 0), "first"));
    CHECK(str_eq(trellis_document_scene_id(d, 1), "second"));
    CHECK(trellis_document_scene_id(d, 2) == NULL);
    CHECK(trellis_document_scene_id(d, (size_t)-1) == NULL);
    /* every scene's segues, in document order, as {"scene","id","from","to","kind"} */
    CHECK(json_equals(trellis_document_segues(d),
                      "[{'scene': 'first', 'id': 'showDetail', 'from': 'cell', 'to': 'second', 'kind': 'push'},"
                      " {'scene': 'second', 'id': 'back', 'from': 'secondRoot', 'to': 'first', 'kind': 'modal'}]"));

    CHECK_STATUS(trellis_scene_new(d, NULL, &s), TRELLIS_OK); /* NULL: initialScene */
    CHECK(trellis_scene_view_count(s) == 1);
    CHECK(str_eq(trellis_scene_view_id(s, 0), "secondRoot"));
    CHECK(trellis_scene_view_id(s, 1) == NULL);
    /* a new scene is laid out once at 0 x 0 */
    CHECK_FRAME(s, "secondRoot", 0, 0, 0, 0);
    trellis_scene_free(s);

    s = NULL;
    CHECK_STATUS(trellis_scene_new(d, "first", &s), TRELLIS_OK);
    CHECK(trellis_scene_view_count(s) == 2);
    CHECK(str_eq(trellis_scene_view_id(s, 0), "firstRoot"));
    CHECK(str_eq(trellis_scene_view_id(s, 1), "cell"));

    CHECK_STATUS(trellis_scene_new(d, "third", &untouched), TRELLIS_ERROR_NOT_FOUND);
    CHECK(untouched == marker);
    CHECK_STATUS(trellis_scene_new(d, "", &untouched), TRELLIS_ERROR_NOT_FOUND);

    /* a scene outlives its document */
    trellis_document_free(d);
    CHECK_STATUS(trellis_scene_set_size(s, 100, 50), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "firstRoot", 0, 0, 100, 50);
    trellis_scene_free(s);
    trellis_scene_free(NULL); /* a no-op */
}

/* ------------------------------------------------------------------------------------- */
/* Layout and read-out                                                                    */

static const char *BOXES =
    "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
    " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
    "   {'id': 'box', 'kind': 'view', 'subviews': [{'id': 'inner', 'kind': 'view'}]}]},"
    " 'constraints': ['box.left == root.left + 10', 'box.top == root.top + 20',"
    "   'box.width == 100', 'box.height == 50',"
    "   'inner.left == box.left + 5', 'inner.top == box.top + 5',"
    "   'inner.width == 10', 'inner.height == 10']}]}";

static void test_frames_and_coordinates(void) {
    trellis_document *d = doc(BOXES);
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_rect rects[4];
    size_t i;

    /* view indices: document order, depth first */
    CHECK(trellis_scene_view_count(s) == 3);
    CHECK(str_eq(trellis_scene_view_id(s, 0), "root"));
    CHECK(str_eq(trellis_scene_view_id(s, 1), "box"));
    CHECK(str_eq(trellis_scene_view_id(s, 2), "inner"));

    CHECK_FRAME(s, "root", 0, 0, 320, 480); /* the scene size */
    CHECK_FRAME(s, "box", 10, 20, 100, 50);
    CHECK_FRAME(s, "inner", 5, 5, 10, 10);         /* in box's coordinates */
    CHECK_ROOT_FRAME(s, "inner", 15, 25, 10, 10);  /* box origin (10, 20) + (5, 5) */
    CHECK_ROOT_FRAME(s, "box", 10, 20, 100, 50);   /* box's superview is the root */

    for (i = 0; i < 4; i++) rects[i].x = rects[i].y = rects[i].width = rects[i].height = -7;
    /* capacity too small: an error, and nothing written */
    CHECK_STATUS(trellis_scene_frames(s, rects, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK(rect_is(rects[0], -7, -7, -7, -7));
    CHECK_STATUS(trellis_scene_frames(s, rects, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_frames(s, NULL, 3), TRELLIS_ERROR_ARGUMENT);
    /* exactly the view count: all frames, in index order, root coordinates */
    CHECK_STATUS(trellis_scene_frames(s, rects, 3), TRELLIS_OK);
    CHECK(rect_is(rects[0], 0, 0, 320, 480));
    CHECK(rect_is(rects[1], 10, 20, 100, 50));
    CHECK(rect_is(rects[2], 15, 25, 10, 10));
    CHECK(rect_is(rects[3], -7, -7, -7, -7)); /* beyond the view count: untouched */
    CHECK_STATUS(trellis_scene_frames(s, rects, 4), TRELLIS_OK); /* larger is fine */

    CHECK_STATUS(trellis_scene_frame(s, "nope", &rects[0]), TRELLIS_ERROR_NOT_FOUND);
    CHECK(str_eq(trellis_last_error(), "unknown view \"nope\""));
    CHECK_STATUS(trellis_scene_frame_in_root(s, "nope", &rects[0]), TRELLIS_ERROR_NOT_FOUND);
    /* a misspelt id gets a suggestion (issue 17) */
    CHECK_STATUS(trellis_scene_frame(s, "bxo", &rects[0]), TRELLIS_ERROR_NOT_FOUND);
    CHECK(str_eq(trellis_last_error(), "unknown view \"bxo\" (did you mean \"box\"?)"));
    CHECK_STATUS(trellis_scene_frame_in_root(s, "innr", &rects[0]), TRELLIS_ERROR_NOT_FOUND);
    CHECK(str_eq(trellis_last_error(), "unknown view \"innr\" (did you mean \"inner\"?)"));
    CHECK(trellis_scene_is_installed(s, "Box") == -1);
    CHECK(str_eq(trellis_last_error(), "unknown view \"Box\" (did you mean \"box\"?)"));
    CHECK_STATUS(trellis_scene_frame(s, "box", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_view_id(s, 3) == NULL);

    /* a size that fails leaves the old one: width 320, height 480 */
    CHECK_STATUS(trellis_scene_set_size(s, NAN, 50), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size(s, 50, INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size(s, -1, 50), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "root", 0, 0, 320, 480);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_changed_views(void) {
    /* fixed: pinned top-left with a fixed size (never moves); right: pinned to the right
       edge; wide: stretches across; bottom: pinned to the bottom edge */
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'fixed', 'kind': 'view'}, {'id': 'right', 'kind': 'view'},"
        "   {'id': 'wide', 'kind': 'view'}, {'id': 'bottom', 'kind': 'view'}]},"
        " 'constraints': ["
        "   'fixed.left == root.left + 10', 'fixed.top == root.top + 10', 'fixed.width == 20', 'fixed.height == 20',"
        "   'right.right == root.right - 10', 'right.top == root.top + 10', 'right.width == 20', 'right.height == 20',"
        "   'wide.left == root.left', 'wide.right == root.right', 'wide.top == root.top + 40', 'wide.height == 10',"
        "   'bottom.left == root.left', 'bottom.bottom == root.bottom', 'bottom.width == 20', 'bottom.height == 20']}]}");
    trellis_scene *s = NULL;
    size_t indices[8];
    size_t n;

    /* The scene is laid out first by its first trellis_scene_layout, at the size set by
       then (one solve, not one at 0 x 0 and another at the real size): every view gets a
       frame, so every view changed. */
    CHECK_STATUS(trellis_scene_new(d, NULL, &s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_set_size(s, 280, 480), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(trellis_scene_changed_views(s, indices, 8) == 5);
    /* 280 x 480 -> 320 x 480: root (0), right (2, x 250 -> 290), wide (3, width 280 -> 320)
       change; fixed (1) stays at (10, 10, 20, 20) and bottom (4) at (0, 460, 20, 20) */
    CHECK_STATUS(trellis_scene_set_size(s, 320, 480), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    n = trellis_scene_changed_views(s, indices, 8);
    CHECK(n == 3);
    CHECK(changed(s, "root") && changed(s, "right") && changed(s, "wide"));
    CHECK(!changed(s, "fixed") && !changed(s, "bottom"));
    CHECK_FRAME(s, "right", 290, 10, 20, 20);
    CHECK_FRAME(s, "bottom", 0, 460, 20, 20);

    /* nothing changed since: a no-op layout changes no frame */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(trellis_scene_changed_views(s, indices, 8) == 0);

    /* taller only: the root and the bottom-pinned view move, the others keep their frames */
    CHECK_STATUS(trellis_scene_set_size(s, 320, 600), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(trellis_scene_changed_views(s, NULL, 0) == 2); /* NULL with capacity 0: the count */
    CHECK(changed(s, "root") && changed(s, "bottom"));
    CHECK(!changed(s, "right") && !changed(s, "wide") && !changed(s, "fixed"));
    /* a small buffer gets the first indices; the count is the whole count */
    indices[0] = indices[1] = 99;
    CHECK(trellis_scene_changed_views(s, indices, 1) == 2);
    CHECK(indices[0] == 0 || indices[0] == 4);
    CHECK(indices[1] == 99);

    /* the same size again is no change */
    CHECK_STATUS(trellis_scene_set_size(s, 320, 600), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(trellis_scene_changed_views(s, indices, 8) == 0);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* ------------------------------------------------------------------------------------- */
/* Traits                                                                                 */

static void test_size_class_variants(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'dot', 'kind': 'view'},"
        "   {'id': 'wide', 'kind': 'view', 'installed': {'any': true, 'wC': false}}]},"
        " 'constraints': ["
        "   {'eq': 'dot.left == root.left + 10', 'installed': {'any': true, 'wC': false}},"
        "   {'eq': 'dot.left == root.left + 20', 'installed': {'any': false, 'wC': true}},"
        "   {'eq': 'dot.top == root.top', 'constant': {'any': 8, 'wR': 20, 'wC hC': 4}},"
        "   {'eq': 'dot.width == 0', 'constant': {'any': 10, 'wC': 11, 'hC': 12}},"
        "   'dot.height == 10',"
        "   'wide.left == root.left', 'wide.right == root.right', 'wide.top == root.top + 100', 'wide.height == 10']}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_rect r;
    trellis_rect rects[3];

    /* unspecified / unspecified: only the "any" values apply */
    CHECK_FRAME(s, "dot", 10, 8, 10, 10);
    CHECK(trellis_scene_is_installed(s, "wide") == 1);
    CHECK_FRAME(s, "wide", 0, 100, 320, 10);

    /* wR hR: "wR" beats "any" for the top constant */
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_REGULAR, TRELLIS_SIZE_CLASS_REGULAR), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "dot", 10, 20, 10, 10);
    CHECK(trellis_scene_is_installed(s, "wide") == 1);

    /* wC hR: the wC constraint set is installed (x 20), "wide" is not; no key matches the
       top constant but "any" (8); the width takes "wC" (11) */
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_COMPACT, TRELLIS_SIZE_CLASS_REGULAR), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "dot", 20, 8, 11, 10);
    CHECK(trellis_scene_is_installed(s, "wide") == 0);
    CHECK(changed(s, "wide")); /* uninstalling counts as a frame change */
    CHECK_STATUS(trellis_scene_frame(s, "wide", &r), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_scene_frame_in_root(s, "wide", &r), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_scene_frames(s, rects, 3), TRELLIS_OK);
    CHECK(rect_is(rects[2], 0, 0, 0, 0)); /* an uninstalled view's frame is all zeros */
    CHECK(trellis_scene_view_count(s) == 3); /* but it keeps its index */

    /* wC hC: the two-axis key beats the one-axis ones (top 4); between a matching wC and
       hC the width key wins (11) */
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_COMPACT, TRELLIS_SIZE_CLASS_COMPACT), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "dot", 20, 4, 11, 10);
    CHECK(trellis_scene_is_installed(s, "wide") == 0);
    CHECK(!changed(s, "wide")); /* still uninstalled: no change */

    /* unspecified hC: an unspecified width matches "any" and the height keys: installed
       again, x 10, top 8, width "hC" 12 */
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_UNSPECIFIED, TRELLIS_SIZE_CLASS_COMPACT), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "dot", 10, 8, 12, 10);
    CHECK(trellis_scene_is_installed(s, "wide") == 1);
    CHECK(changed(s, "wide")); /* installing counts as a frame change */
    CHECK_FRAME(s, "wide", 0, 100, 320, 10);

    CHECK(trellis_scene_is_installed(s, "nope") == -1);
    CHECK(trellis_scene_is_installed(s, NULL) == -1);
    CHECK(trellis_scene_is_installed(NULL, "wide") == -1);

    /* invalid size classes change nothing */
    CHECK_STATUS(trellis_scene_set_size_classes(s, (trellis_size_class)3, TRELLIS_SIZE_CLASS_COMPACT), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_COMPACT, (trellis_size_class)-1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "dot", 10, 8, 12, 10);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_layout_direction(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'title', 'kind': 'label', 'text': 'Hello', 'textStyle': 'body'},"
        "   {'id': 'tail', 'kind': 'view'}, {'id': 'lead', 'kind': 'view'}]},"
        " 'constraints': ["
        "   'title.leading == root.leadingMargin', 'title.top == root.top + 10',"
        "   'tail.trailing == root.trailing', 'tail.width == 20', 'tail.top == root.top + 40', 'tail.height == 10',"
        "   'lead.leading == root.leading + 16', 'lead.width == 50', 'lead.top == root.top + 60', 'lead.height == 10']}]}");
    trellis_scene *s = scene(d, NULL, 320, 100);
    trellis_rect r = {0, 0, 0, 0};

    /* left to right: leading is left. "Hello" at body 17: 0.6 * 17 * 5 = 51 wide, 21.25 tall */
    CHECK_FRAME(s, "title", 8, 10, 51, 21.25);  /* the root's leading margin, 8 */
    CHECK_FRAME(s, "tail", 300, 40, 20, 10);    /* 320 - 20 */
    CHECK_FRAME(s, "lead", 16, 60, 50, 10);

    CHECK_STATUS(trellis_scene_set_layout_direction(s, TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "title", 261, 10, 51, 21.25); /* right edge at 320 - 8 = 312 */
    CHECK_FRAME(s, "tail", 0, 40, 20, 10);       /* trailing is left */
    CHECK(changed(s, "title") && changed(s, "tail"));
    /* leading is the right edge, and the + 16 insets from it (mirrored, as UIKit's
       "Leading Space to Superview = 16" and VFL's H:|-16-[lead] do): 320 - 16 - 50 */
    trellis_scene_frame(s, "lead", &r);
    CHECK(rect_is(r, 254, 60, 50, 10));

    /* and back */
    CHECK_STATUS(trellis_scene_set_layout_direction(s, TRELLIS_LAYOUT_DIRECTION_LEFT_TO_RIGHT), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "title", 8, 10, 51, 21.25);
    CHECK_FRAME(s, "tail", 300, 40, 20, 10);
    CHECK_FRAME(s, "lead", 16, 60, 50, 10);

    CHECK_STATUS(trellis_scene_set_layout_direction(s, (trellis_layout_direction)2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_layout_direction(s, (trellis_layout_direction)-1), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_content_size_category(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'hello', 'kind': 'label', 'text': 'Hello, World!', 'textStyle': 'body'},"
        "   {'id': 'note', 'kind': 'label', 'text': 'abc', 'fontSize': 10}]},"
        " 'constraints': ['hello.left == root.left', 'hello.top == root.top',"
        "   'note.left == root.left', 'note.top == root.top + 100']}]}");
    trellis_scene *s = scene(d, NULL, 600, 400);

    /* "large" (the default): body is 17 pt; 13 scalars: 0.6 * 17 * 13 = 132.6 wide,
       1.25 * 17 = 21.25 tall */
    CHECK_FRAME(s, "hello", 0, 0, 132.6, 21.25);
    CHECK_FRAME(s, "note", 0, 100, 18, 12.5); /* fontSize 10: 0.6 * 10 * 3, 1.25 * 10 */

    /* accessibilityLarge (AX2): body 33 pt: 0.6 * 33 * 13 = 257.4, 1.25 * 33 = 41.25 */
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "accessibilityLarge"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "hello", 0, 0, 257.4, 41.25);
    CHECK_FRAME(s, "note", 0, 100, 18, 12.5); /* a fixed fontSize does not scale */
    CHECK(changed(s, "hello") && !changed(s, "note"));

    /* extraSmall: body 14 pt: 0.6 * 14 * 13 = 109.2, 17.5 */
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "extraSmall"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "hello", 0, 0, 109.2, 17.5);

    /* accessibilityExtraExtraExtraLarge (AX5): body 53 pt: 413.4, 66.25 */
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "accessibilityExtraExtraExtraLarge"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "hello", 0, 0, 413.4, 66.25);

    /* unknown names change nothing */
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "huge"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "Large"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_content_size_category(s, ""), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_content_size_category(s, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "hello", 0, 0, 413.4, 66.25);

    CHECK_STATUS(trellis_scene_set_content_size_category(s, "large"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "hello", 0, 0, 132.6, 21.25);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_display_scale_rounds_edges(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': [{'id': 'v', 'kind': 'view'}]},"
        " 'constraints': ['v.left == root.left + 10.3', 'v.top == root.top + 20.2',"
        "   'v.width == 100', 'v.height == 10.1']}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);

    /* scale 0 (the default): no rounding */
    CHECK_FRAME(s, "v", 10.3, 20.2, 100, 10.1);

    /* scale 2: each edge to the nearest 0.5: left 10.3 -> 10.5, right 110.3 -> 110.5,
       top 20.2 -> 20.0, bottom 30.3 -> 30.5 (so the height becomes 10.5) */
    CHECK_STATUS(trellis_scene_set_display_scale(s, 2), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 10.5, 20.0, 100, 10.5);
    CHECK(changed(s, "v"));
    CHECK_FRAME(s, "root", 0, 0, 320, 480);

    /* scale 3: to the nearest third: left 30.9/3 -> 31/3, right 330.9/3 -> 331/3,
       top 60.6/3 -> 61/3, bottom 90.9/3 -> 91/3 */
    CHECK_STATUS(trellis_scene_set_display_scale(s, 3), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 31.0 / 3.0, 61.0 / 3.0, 100, 10);

    /* scale 1: whole points: 10.3 -> 10, 110.3 -> 110, 20.2 -> 20, 30.3 -> 30 */
    CHECK_STATUS(trellis_scene_set_display_scale(s, 1), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 10, 20, 100, 10);

    /* back to 0: the exact solution again */
    CHECK_STATUS(trellis_scene_set_display_scale(s, 0), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 10.3, 20.2, 100, 10.1);

    CHECK_STATUS(trellis_scene_set_display_scale(s, -1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_display_scale(s, NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_display_scale(s, INFINITY), TRELLIS_ERROR_ARGUMENT);
    /* scales run from 0 to 1000: beyond that, rounding to 1/scale is meaningless and a huge
       scale would overflow the rounded edges */
    CHECK_STATUS(trellis_scene_set_display_scale(s, 1000.5), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_display_scale(s, 1e9), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 10.3, 20.2, 100, 10.1);
    CHECK_STATUS(trellis_scene_set_display_scale(s, 1000), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "v", 10.3, 20.2, 100, 10.1);  /* every edge already on a 1/1000 grid */
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* ------------------------------------------------------------------------------------- */
/* Incremental changes                                                                    */

static const char *EDITS =
    "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
    " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
    "   {'id': 'box', 'kind': 'view'},"
    "   {'id': 'icon', 'kind': 'image', 'intrinsicSize': [40, 30]},"
    "   {'id': 'note', 'kind': 'label', 'text': 'abc', 'fontSize': 10}]},"
    " 'constraints': ["
    "   {'id': 'boxLeft', 'eq': 'box.left == root.left + 10'},"
    "   'box.left == root.left @1',"
    "   'box.top == root.top + 20',"
    "   {'id': 'boxWidth', 'eq': 'box.width == 100'},"
    "   {'id': 'boxHeight', 'eq': 'box.height == 50', 'priority': 750},"
    "   'box.height == 80 @500',"
    "   'icon.left == root.left', 'icon.top == root.top + 200',"
    "   'icon.width == 100 @200', 'icon.height == 20 @300',"
    "   'note.left == root.left', 'note.top == root.top + 300']}]}";

static void test_set_hidden_outside_a_stack(void) {
    trellis_document *d = doc(EDITS);
    trellis_scene *s = scene(d, NULL, 320, 480);

    CHECK_FRAME(s, "box", 10, 20, 100, 50);
    /* hidden outside a stack only tells the host not to draw: still laid out, as in UIKit */
    CHECK_STATUS(trellis_scene_set_hidden(s, "box", 1), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 10, 20, 100, 50);
    CHECK(trellis_scene_changed_views(s, NULL, 0) == 0);
    CHECK(trellis_scene_is_installed(s, "box") == 1);
    CHECK_STATUS(trellis_scene_set_hidden(s, "box", 0), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 10, 20, 100, 50);

    CHECK_STATUS(trellis_scene_set_hidden(s, "nope", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_hidden(s, NULL, 1), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_set_intrinsic_size(void) {
    trellis_document *d = doc(EDITS);
    trellis_scene *s = scene(d, NULL, 320, 480);

    /* intrinsic 40 x 30: hugging (250) beats 'width == 100 @200'; compression resistance
       (750) beats 'height == 20 @300' */
    CHECK_FRAME(s, "icon", 0, 200, 40, 30);

    /* 60 wide, no intrinsic height: the height falls to its @300 preference */
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", 60, -1), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "icon", 0, 200, 60, 20);
    CHECK(changed(s, "icon"));

    /* no intrinsic size at all: both preferences apply */
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", -1, -1), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "icon", 0, 200, 100, 20);

    /* errors change nothing */
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", -2, 10), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", NAN, 10), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", 10, INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "nope", 10, 10), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, NULL, 10, 10), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "icon", 0, 200, 100, 20);

    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", 40, 30), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "icon", 0, 200, 40, 30);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_set_text(void) {
    trellis_document *d = doc(EDITS);
    trellis_scene *s = scene(d, NULL, 320, 480);

    CHECK_FRAME(s, "note", 0, 300, 18, 12.5); /* 'abc' at 10 pt: 0.6 * 10 * 3 */
    CHECK_STATUS(trellis_scene_set_text(s, "note", "abcdef"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "note", 0, 300, 36, 12.5); /* 6 scalars */
    CHECK(changed(s, "note") && !changed(s, "box"));

    /* the width counts Unicode scalars, not bytes: 3 scalars in 9 bytes of UTF-8 */
    CHECK_STATUS(trellis_scene_set_text(s, "note", "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "note", 0, 300, 18, 12.5);
    /* ... and not grapheme clusters: 'e' + U+0301 COMBINING ACUTE ACCENT is 2 scalars */
    CHECK_STATUS(trellis_scene_set_text(s, "note", "e\xcc\x81"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "note", 0, 300, 12, 12.5);

    CHECK_STATUS(trellis_scene_set_text(s, "nope", "x"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_text(s, "note", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_text(s, NULL, "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_set_text(s, "box", "x") != TRELLIS_OK); /* a plain view has no text */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "note", 0, 300, 12, 12.5);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_constant_priority_and_activation(void) {
    trellis_document *d = doc(EDITS);
    trellis_scene *s = scene(d, NULL, 320, 480);

    /* boxHeight (== 50 @750) beats 'box.height == 80 @500' */
    CHECK_FRAME(s, "box", 10, 20, 100, 50);

    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", 30), TRELLIS_OK);
    CHECK_FRAME(s, "box", 10, 20, 100, 50); /* applied at the next layout, not before */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 30, 20, 100, 50);

    /* optional -> optional: 400 now loses to the @500 height */
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", 400), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 30, 20, 100, 80);
    /* required <-> optional switches are refused, as in UIKit */
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", 1000), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxWidth", 999), TRELLIS_ERROR_STATE);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxWidth", 1000), TRELLIS_OK); /* no switch */
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", 1001), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, "nope", 500), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 30, 20, 100, 80); /* the refused calls changed nothing */
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", 750), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 30, 20, 100, 50);

    /* deactivated, boxLeft stops holding: 'box.left == root.left @1' takes over */
    CHECK_STATUS(trellis_scene_set_active(s, "boxLeft", 0), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 0, 20, 100, 50);
    /* a constant set while inactive is kept for reactivation */
    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", 40), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_set_active(s, "boxLeft", 1), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_set_active(s, "boxLeft", 1), TRELLIS_OK); /* idempotent */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 40, 20, 100, 50);

    CHECK_STATUS(trellis_scene_set_constant(s, "nope", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", -INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_constant(s, NULL, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_active(s, "nope", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_active(s, NULL, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 40, 20, 100, 50);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static const char *ADDS =
    "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
    " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
    "   {'id': 'w', 'kind': 'view'}, {'id': 'v', 'kind': 'view'}]},"
    " 'constraints': ['w.left == root.left', 'w.top == root.top', 'w.height == 5 @100',"
    "   'v.top == root.top + 100', 'v.height == 10']}]}";

static void test_add_and_remove_constraints(void) {
    trellis_document *d = doc(ADDS);
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_status status;
    trellis_rect r = {-1, -1, -1, -1};
    const char *diagnostics;

    /* the JSON string form and the object form */
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"w.width == 10\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_add_constraint(s, "{\"id\": \"wh\", \"eq\": \"w.height == 20\", \"priority\": 750}"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 20); /* wh (@750) beats the document's height 5 @100 */
    /* an added constraint's id works like a document's */
    CHECK_STATUS(trellis_scene_set_constant(s, "wh", 30), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 30);
    /* the visual format form: v 20 from the root's left edge, 30 wide */
    CHECK(trellis_scene_add_constraint(s, "{\"visual\": \"H:|-20-[v(30)]\", \"id\": \"row\"}") == TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    trellis_scene_frame(s, "v", &r);
    CHECK(rect_is(r, 20, 100, 30, 10));

    /* a bad equation: an error with a message, and nothing added */
    status = trellis_scene_add_constraint(s, "\"w.width = 10\"");
    CHECK(status == TRELLIS_ERROR_PARSE || status == TRELLIS_ERROR_SCHEMA);
    check_message(__LINE__);
    CHECK(strstr(trellis_last_error(), "==") != NULL); /* it says which relation to write */
    CHECK_ERROR_PREFIX(trellis_scene_add_constraint(s, "{"), TRELLIS_ERROR_PARSE, "$"); /* not JSON */
    CHECK_ERROR_PREFIX(trellis_scene_add_constraint(s, ""), TRELLIS_ERROR_PARSE, "$");
    CHECK_ERROR_PREFIX(trellis_scene_add_constraint(s, "[1]"), TRELLIS_ERROR_SCHEMA, "$");
    CHECK_ERROR_PREFIX(trellis_scene_add_constraint(s, "{\"eq\": \"w.width == 10\", \"priority\": 0}"),
                       TRELLIS_ERROR_SCHEMA, "$.priority");
    CHECK_ERROR_PREFIX(trellis_scene_add_constraint(s, "{\"eq\": 5}"), TRELLIS_ERROR_SCHEMA, "$.eq");
    /* an unknown view: an error */
    status = trellis_scene_add_constraint(s, "\"zz.width == 10\"");
    CHECK(status != TRELLIS_OK);
    CHECK(strstr(trellis_last_error(), "zz") != NULL);
    CHECK(status == TRELLIS_ERROR_NOT_FOUND);
    /* a duplicate id: an error, the first one stays */
    CHECK(trellis_scene_add_constraint(s, "{\"id\": \"wh\", \"eq\": \"w.height == 7\"}") != TRELLIS_OK);
    CHECK_STATUS(trellis_scene_add_constraint(s, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 30);

    /* a conflicting required constraint is not an error of the call: the layout breaks the
       one added last and reports it */
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"w.width == 20\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 30);
    diagnostics = trellis_scene_diagnostics(s);
    CHECK(json_contains(diagnostics, "'broken':'w.width == 20'"));

    /* remove_constraint: the height falls back to the document's 5 @100 */
    CHECK_STATUS(trellis_scene_remove_constraint(s, "wh"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 5);
    CHECK_STATUS(trellis_scene_remove_constraint(s, "wh"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_set_constant(s, "wh", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_remove_constraint(s, "nope"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_remove_constraint(s, NULL), TRELLIS_ERROR_ARGUMENT);
    /* an id can be used again once removed */
    CHECK_STATUS(trellis_scene_add_constraint(s, "{\"id\": \"wh\", \"eq\": \"w.height == 12\"}"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "w", 0, 0, 10, 12);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_insert_scene(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': [{'id': 'a', 'kind': 'view'}]},"
        " 'constraints': ['a.left == root.left', 'a.top == root.top', 'a.width == 10', 'a.height == 10'],"
        " 'dock': [{'id': 'badge', 'kind': 'view', 'intrinsicSize': [12, 12]}]}]}");
    /* another document: a card that hugs its label with 4-point insets */
    trellis_document *cards = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'card',"
        " 'root': {'id': 'card', 'kind': 'view', 'subviews': ["
        "   {'id': 'text', 'kind': 'label', 'text': 'abcd', 'fontSize': 10}]},"
        " 'constraints': ['text.left == card.left + 4', 'text.top == card.top + 4',"
        "   'card.right == text.right + 4', 'card.bottom == text.bottom + 4']}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);

    CHECK_STATUS(trellis_scene_insert_scene(s, "root", 1, cards, "card", "c1"), TRELLIS_OK);
    /* inserted views are appended to the view list, ids prefixed */
    CHECK(trellis_scene_view_count(s) == 4);
    CHECK(str_eq(trellis_scene_view_id(s, 2), "c1.card"));
    CHECK(str_eq(trellis_scene_view_id(s, 3), "c1.text"));
    /* constraints on the new views, by their prefixed ids */
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"c1.card.left == root.left + 100\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"c1.card.top == a.bottom + 90\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    /* text: 0.6 * 10 * 4 = 24 x 12.5; the card adds 4 on each side: 32 x 20.5 */
    CHECK_FRAME(s, "c1.card", 100, 100, 32, 20.5);
    CHECK_FRAME(s, "c1.text", 4, 4, 24, 12.5);
    CHECK_ROOT_FRAME(s, "c1.text", 104, 104, 24, 12.5);
    CHECK(trellis_scene_is_installed(s, "c1.text") == 1);
    CHECK(changed(s, "c1.card") && changed(s, "c1.text") && !changed(s, "a"));

    /* the same prefix again would duplicate ids: refused, nothing inserted */
    CHECK(trellis_scene_insert_scene(s, "root", 0, cards, "card", "c1") != TRELLIS_OK);
    CHECK(trellis_scene_view_count(s) == 4);
    CHECK_STATUS(trellis_scene_insert_scene(s, "nope", 0, cards, "card", "c2"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_insert_scene(s, "root", 0, cards, "nope", "c2"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_insert_scene(s, "root", 0, NULL, "card", "c2"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_insert_scene(s, "root", 0, cards, NULL, "c2"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_insert_scene(s, NULL, 0, cards, "card", "c2"), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_view_count(s) == 4);

    /* a dock view of the scene's own document */
    CHECK_STATUS(trellis_scene_insert_scene(s, "root", 0, d, "badge", "d"), TRELLIS_OK);
    CHECK(str_eq(trellis_scene_view_id(s, 4), "d.badge"));
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"d.badge.left == root.left + 50\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_add_constraint(s, "\"d.badge.top == root.top + 50\""), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "d.badge", 50, 50, 12, 12); /* its intrinsic size */

    /* NULL prefix: the ids are kept */
    CHECK_STATUS(trellis_scene_insert_scene(s, "a", 0, cards, "card", NULL), TRELLIS_OK);
    CHECK(str_eq(trellis_scene_view_id(s, 5), "card"));
    CHECK(str_eq(trellis_scene_view_id(s, 6), "text"));
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(trellis_scene_is_installed(s, "text") == 1);

    trellis_scene_free(s);
    trellis_document_free(cards);
    trellis_document_free(d);
}

static void test_remove_view(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'a', 'kind': 'view'},"
        "   {'id': 'b', 'kind': 'view', 'subviews': [{'id': 'b1', 'kind': 'view'}]},"
        "   {'id': 'c', 'kind': 'view'}]},"
        " 'constraints': ["
        "   'a.left == root.left', 'a.top == root.top', 'a.width == 10', 'a.height == 10',"
        "   'b.left == a.right', 'b.top == root.top', 'b.width == 10', 'b.height == 10',"
        "   'b1.left == b.left', 'b1.top == b.top', 'b1.width == 5', 'b1.height == 5',"
        "   {'id': 'cAfterB', 'eq': 'c.left == b.right + 5'}, 'c.left == root.left @1',"
        "   'c.top == root.top', 'c.width == 10', 'c.height == 10']}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_rect r;
    size_t indices[8];

    CHECK(trellis_scene_view_count(s) == 5); /* root a b b1 c */
    CHECK_FRAME(s, "c", 25, 0, 10, 10);      /* b.right (20) + 5 */

    /* b goes with its subtree (b1) and every constraint that mentions them (cAfterB) */
    CHECK_STATUS(trellis_scene_remove_view(s, "b"), TRELLIS_OK);
    CHECK(trellis_scene_view_count(s) == 3);
    CHECK(str_eq(trellis_scene_view_id(s, 0), "root"));
    CHECK(str_eq(trellis_scene_view_id(s, 1), "a"));
    CHECK(str_eq(trellis_scene_view_id(s, 2), "c")); /* renumbered: was 4 */
    CHECK(trellis_scene_view_id(s, 3) == NULL);
    CHECK_STATUS(trellis_scene_frame(s, "b", &r), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_frame(s, "b1", &r), TRELLIS_ERROR_NOT_FOUND);
    CHECK(trellis_scene_is_installed(s, "b") == -1);
    CHECK_STATUS(trellis_scene_set_constant(s, "cAfterB", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "c", 0, 0, 10, 10); /* the @1 fallback */
    CHECK(trellis_scene_changed_views(s, indices, 8) == 1);
    CHECK(indices[0] == 2); /* c, in the new numbering */

    CHECK_STATUS(trellis_scene_remove_view(s, "b"), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_remove_view(s, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_remove_view(s, "root") != TRELLIS_OK); /* the root stays */
    CHECK(trellis_scene_view_count(s) == 3);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* ------------------------------------------------------------------------------------- */
/* Text measurement by the host                                                           */

typedef struct {
    int calls;
    int fail;               /* return 1 */
    int negative;           /* return a negative width */
    int huge;               /* return a width beyond 1e9 */
    const void *user_seen;
    int saw_label;          /* called for "label" with text "Hello" at 10 pt, unbounded */
    int saw_wrapped_bound;  /* called for "body" with max_width 84 */
} measure_state;

/* 7 points per byte (ASCII here), 20 points per line, baseline 15 below each line top;
 * wraps at max_width. */
static int measure(void *user, const char *view_id, const char *text, double point_size,
                   double max_width, trellis_measurement *out) {
    measure_state *state = user;
    double natural = 7.0 * (double)strlen(text);
    double lines = 1;
    state->calls++;
    state->user_seen = user;
    if (strcmp(view_id, "label") == 0 && strcmp(text, "Hello") == 0 && point_size == 10
        && isinf(max_width) && max_width > 0) {
        state->saw_label = 1;
    }
    if (strcmp(view_id, "body") == 0 && fabs(max_width - 84) < 1e-9) state->saw_wrapped_bound = 1;
    if (state->fail) return 1;
    if (isfinite(max_width) && max_width > 0 && natural > max_width) lines = ceil(natural / max_width);
    out->width = lines > 1 ? max_width : natural;
    out->height = 20 * lines;
    out->first_baseline = 15;
    out->last_baseline = 15 + 20 * (lines - 1);
    if (state->negative) out->width = -1;
    if (state->huge) out->width = 2e9;
    return 0;
}

static void test_measure_callback(void) {
    /* body wraps inside the root's margins: 100 - 8 - 8 = 84 points */
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'label', 'kind': 'label', 'text': 'Hello', 'fontSize': 10},"
        "   {'id': 'body', 'kind': 'label', 'text': 'abcdefghijklmnopqrst', 'fontSize': 10, 'lines': 0}]},"
        " 'constraints': ['label.left == root.left', 'label.top == root.top',"
        "   'body.leading == root.leadingMargin', 'body.trailing == root.trailingMargin',"
        "   'body.top == root.top + 100']}]}");
    trellis_scene *s = scene(d, NULL, 100, 400);
    measure_state state;
    memset(&state, 0, sizeof state);

    /* the default measurer: 0.6 * 10 * 5 = 30 x 12.5; body: 84 / 6 = 14 scalars a line,
       20 scalars -> 2 lines -> 25 */
    CHECK_FRAME(s, "label", 0, 0, 30, 12.5);
    CHECK_FRAME(s, "body", 8, 100, 84, 25);

    CHECK_STATUS(trellis_scene_set_measure(s, measure, &state), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(state.calls > 0);
    CHECK(state.user_seen == &state);
    CHECK(state.saw_label);          /* view id, text, point size, INFINITY unbounded */
    CHECK(state.saw_wrapped_bound);  /* the wrapping label measured at its width */
    CHECK_FRAME(s, "label", 0, 0, 35, 20);   /* 7 * 5, one 20-point line */
    CHECK_FRAME(s, "body", 8, 100, 84, 40);  /* 140 at 84: two lines */
    CHECK(changed(s, "label") && changed(s, "body"));

    /* a failing callback: the default measurer for that text */
    state.fail = 1;
    CHECK_STATUS(trellis_scene_set_text(s, "label", "Hello!"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "label", 0, 0, 36, 12.5); /* 0.6 * 10 * 6 */
    state.fail = 0;

    /* a nonsensical (negative) result falls back too */
    state.negative = 1;
    CHECK_STATUS(trellis_scene_set_text(s, "label", "Hi"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "label", 0, 0, 12, 12.5);
    state.negative = 0;

    /* so does an answer beyond a billion points, the cap of every other number a scene
       takes (TextMeasurement.isValid): no frame overflows to infinity */
    state.huge = 1;
    CHECK_STATUS(trellis_scene_set_text(s, "label", "Hey"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "label", 0, 0, 18, 12.5); /* 0.6 * 10 * 3 */
    state.huge = 0;

    /* NULL restores the default measurer; the callback is not called any more */
    CHECK_STATUS(trellis_scene_set_measure(s, NULL, NULL), TRELLIS_OK);
    state.calls = 0;
    CHECK_STATUS(trellis_scene_set_text(s, "label", "Hello"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(state.calls == 0);
    CHECK_FRAME(s, "label", 0, 0, 30, 12.5);
    CHECK_FRAME(s, "body", 8, 100, 84, 25);

    CHECK_STATUS(trellis_scene_set_measure(NULL, measure, &state), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* ------------------------------------------------------------------------------------- */
/* Self-sizing and diagnostics                                                             */

static void test_fitting_size(void) {
    /* a cell with a wrapping label inside its margins (8); the cell is stretched across the
       root by its superview's constraints, which fitting ignores */
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': ["
        "   {'id': 'cell', 'kind': 'view', 'subviews': ["
        "     {'id': 'body', 'kind': 'label', 'text': 'abcdefghijklmnopqrst', 'fontSize': 10, 'lines': 0}]}]},"
        " 'constraints': ["
        "   'body.leading == cell.leadingMargin', 'body.trailing == cell.trailingMargin',"
        "   'body.top == cell.topMargin', 'body.bottom == cell.bottomMargin',"
        "   'cell.left == root.left', 'cell.right == root.right', 'cell.top == root.top']}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_size size;

    /* laid out: body 304 wide holds 50 scalars a line: one line, 12.5 + 8 + 8 */
    CHECK_FRAME(s, "cell", 0, 0, 320, 28.5);

    /* free width: one line of 0.6 * 10 * 20 = 120, plus margins: 136 x 28.5 */
    CHECK_SIZE(s, "cell", NAN, 136, 28.5);
    /* width 100: body 84 holds 14 scalars a line: 2 lines (25) + 16 */
    CHECK_SIZE(s, "cell", 100, 100, 41);
    /* width 56: body 40 holds 6 scalars a line: ceil(20 / 6) = 4 lines (50) + 16 */
    CHECK_SIZE(s, "cell", 56, 56, 66);
    /* the label alone */
    CHECK_SIZE(s, "body", NAN, 120, 12.5);
    CHECK_SIZE(s, "body", 60, 60, 25); /* 10 scalars a line: 2 lines */

    /* fitting does not touch the layout */
    CHECK_FRAME(s, "cell", 0, 0, 320, 28.5);

    CHECK_STATUS(trellis_scene_fitting_size(s, "nope", NAN, &size), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_fitting_size(s, "cell", -5, &size), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, "cell", INFINITY, &size), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, "cell", NAN, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, NULL, NAN, &size), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_diagnostics(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': [{'id': 'a', 'kind': 'view'},"
        "   {'id': 'icon', 'kind': 'image', 'intrinsicSize': [40, 30]}]},"
        " 'constraints': ['a.left == root.left', 'a.top == root.top', 'a.height == 5',"
        "   'a.width == 10', 'a.width == 20', 'icon.left == root.left', 'icon.top == root.top + 50']}]}");
    trellis_document *loose = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main',"
        " 'root': {'id': 'root', 'kind': 'view', 'subviews': [{'id': 'lost', 'kind': 'view'}]}}]}");
    trellis_scene *s = scene(d, NULL, 320, 480);
    const char *json;

    /* like UIKit: the conflict is not an error; the one added last is broken */
    CHECK_FRAME(s, "a", 0, 0, 10, 5);
    json = trellis_scene_diagnostics(s);
    CHECK(json != NULL);
    CHECK(json_contains(json, "'unsatisfiable':[{'broken':'a.width == 20','conflict':["));
    CHECK(json_contains(json, "'a.width == 10'"));
    CHECK(json_contains(json, "'ambiguous':[]"));
    /* the conflicting set is the two widths; a.left == root.left takes no part */
    CHECK(!json_contains(json, "'a.left == root.left'"));

    /* constraints_affecting: the ones that determine a horizontally / vertically */
    json = trellis_scene_constraints_affecting(s, "a", 0);
    CHECK(json_contains(json, "'a.width == 10'") && json_contains(json, "'a.left == root.left'"));
    CHECK(!json_contains(json, "'a.height == 5'"));
    json = trellis_scene_constraints_affecting(s, "a", 1);
    CHECK(json_contains(json, "'a.height == 5'") && json_contains(json, "'a.top == root.top'"));
    CHECK(!json_contains(json, "'a.width == 10'"));
    /* icon's width rests on its intrinsic size and its left edge: each named once */
    json = trellis_scene_constraints_affecting(s, "icon", 0);
    CHECK(json_contains(json, "'icon.left == root.left'"));
    CHECK(json != NULL && !has_duplicate_strings(json));
    CHECK(trellis_scene_constraints_affecting(s, "a", 2) == NULL);
    CHECK(trellis_scene_constraints_affecting(s, "nope", 0) == NULL);
    CHECK(trellis_scene_constraints_affecting(s, NULL, 0) == NULL);
    trellis_scene_free(s);

    /* a view with no constraints at all: its position and size are ambiguous */
    s = scene(loose, NULL, 320, 480);
    json = trellis_scene_diagnostics(s);
    CHECK(json_contains(json, "'unsatisfiable':[]"));
    CHECK(json_contains(json, "'ambiguous':[{'view':'lost','attributes':['x','y','width','height']}]"));
    trellis_scene_free(s);
    trellis_document_free(loose);
    trellis_document_free(d);
}

/* ------------------------------------------------------------------------------------- */
/* NULL handles and non-finite numbers: errors, never crashes                             */

static int never_called(void *user, const char *view_id, const char *text, double point_size,
                        double max_width, trellis_measurement *out) {
    (void)user; (void)view_id; (void)text; (void)point_size; (void)max_width; (void)out;
    return 1;
}

static void test_null_handles_and_non_finite_numbers(void) {
    trellis_document *d = doc(EDITS);
    trellis_scene *s = scene(d, NULL, 320, 480);
    trellis_scene *none = NULL;
    trellis_document *no_doc = NULL;
    trellis_rect r;
    trellis_size size;
    size_t indices[4];

    /* documents */
    CHECK_STATUS(trellis_document_load(NULL, 10, &no_doc), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_document_load("{}", 2, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_document_load_file(NULL, &no_doc), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_document_scene_count(NULL) == 0);
    CHECK(trellis_document_scene_id(NULL, 0) == NULL);
    CHECK(trellis_document_segues(NULL) == NULL);
    CHECK_STATUS(trellis_scene_new(NULL, NULL, &none), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_new(d, NULL, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK(none == NULL);

    /* every scene function with a NULL scene */
    CHECK_STATUS(trellis_scene_set_size(NULL, 1, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size_classes(NULL, TRELLIS_SIZE_CLASS_COMPACT, TRELLIS_SIZE_CLASS_REGULAR), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_layout_direction(NULL, TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_content_size_category(NULL, "large"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_display_scale(NULL, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_view_count(NULL) == 0);
    CHECK(trellis_scene_view_id(NULL, 0) == NULL);
    CHECK_STATUS(trellis_scene_frame(NULL, "box", &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_frame_in_root(NULL, "box", &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_frames(NULL, &r, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_changed_views(NULL, indices, 4) == 0);
    CHECK(trellis_scene_is_installed(NULL, "box") == -1);
    CHECK_STATUS(trellis_scene_set_hidden(NULL, "box", 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(NULL, "icon", 1, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_text(NULL, "note", "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_constant(NULL, "boxLeft", 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(NULL, "boxHeight", 500), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_active(NULL, "boxLeft", 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_add_constraint(NULL, "\"box.width == 1\""), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_remove_constraint(NULL, "boxLeft"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_insert_scene(NULL, "root", 0, d, "main", "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_remove_view(NULL, "box"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_measure(NULL, never_called, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(NULL, "box", NAN, &size), TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_scene_diagnostics(NULL) == NULL);
    CHECK(trellis_scene_constraints_affecting(NULL, "box", 0) == NULL);

    /* NULL ids and out pointers on a real scene */
    CHECK_STATUS(trellis_scene_frame(s, NULL, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_frame_in_root(s, NULL, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_frame_in_root(s, "box", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, NULL, 500), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, "box", NAN, NULL), TRELLIS_ERROR_ARGUMENT);

    /* NaN and infinities wherever a number goes in */
    CHECK_STATUS(trellis_scene_set_size(s, NAN, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size(s, 1, NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_size(s, INFINITY, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_display_scale(s, NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", NAN, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_intrinsic_size(s, "icon", 1, -INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_constant(s, "boxLeft", INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_priority(s, "boxHeight", INFINITY), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, "box", INFINITY, &size), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_fitting_size(s, "box", -INFINITY, &size), TRELLIS_ERROR_ARGUMENT);
    /* a constant too large for a double */
    CHECK(trellis_scene_add_constraint(s, "{\"eq\": \"box.width == 10\", \"constant\": 1e999}") != TRELLIS_OK);

    /* after all that, the scene is as it was */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_FRAME(s, "box", 10, 20, 100, 50);
    CHECK_FRAME(s, "root", 0, 0, 320, 480);
    CHECK(trellis_scene_changed_views(s, NULL, 0) == 0);
    trellis_scene_free(s);
    trellis_document_free(d);
}

int main(void) {
    test_load_from_memory();
    test_load_from_file();
    test_parse_and_schema_errors();
    test_scene_ids_segues_and_initial_scene();
    test_frames_and_coordinates();
    test_changed_views();
    test_size_class_variants();
    test_layout_direction();
    test_content_size_category();
    test_display_scale_rounds_edges();
    test_set_hidden_outside_a_stack();
    test_set_intrinsic_size();
    test_set_text();
    test_constant_priority_and_activation();
    test_add_and_remove_constraints();
    test_insert_scene();
    test_remove_view();
    test_measure_callback();
    test_fitting_size();
    test_diagnostics();
    test_null_handles_and_non_finite_numbers();
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
