/* The compiled document form through the C API: trellis_document_compile writes it,
 * trellis_document_load and trellis_document_load_file read it like JSON, and damaged
 * bytes are TRELLIS_ERROR_PARSE with a message; referenced files must be regular files.
 * Plain C99 against Include/trellis.h; prints "N passed, M failed" last. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checks.h"

static const char *json =
    "{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"main\",\"root\":{\"id\":\"root\",\"subviews\":["
    "{\"id\":\"title\",\"kind\":\"label\",\"text\":\"Hello\",\"textStyle\":\"body\"},"
    "{\"id\":\"go\",\"kind\":\"button\",\"intrinsicSize\":[64,32]}]},"
    "\"constraints\":[\"title.leading == root.leadingMargin\",\"title.top == root.topMargin\","
    "{\"visual\":\"H:[title]-[go]\",\"options\":[\"alignAllCenterY\"]}]}]}";

/* The compiled bytes of `json`, malloc'ed; *size set. */
static unsigned char *compiled_bytes(size_t *size) {
    trellis_document *doc = NULL;
    if (trellis_document_load(json, strlen(json), &doc) != TRELLIS_OK) return NULL;
    size_t length = 0;
    /* A size query: too small a buffer is an argument error that still gives the size. */
    CHECK(trellis_document_compile(doc, NULL, 0, &length) == TRELLIS_ERROR_ARGUMENT);
    CHECK(length > 32);
    unsigned char *bytes = malloc(length);
    CHECK(trellis_document_compile(doc, bytes, length, size) == TRELLIS_OK);
    CHECK(*size == length);
    CHECK(trellis_document_compile(NULL, bytes, length, size) == TRELLIS_ERROR_ARGUMENT);
    CHECK(trellis_document_compile(doc, bytes, length, NULL) == TRELLIS_ERROR_ARGUMENT);
    trellis_document_free(doc);
    return bytes;
}

static void frames_of(const char *bytes, size_t size, trellis_rect *out, size_t *count) {
    trellis_document *doc = NULL;
    trellis_scene *scene = NULL;
    *count = 0;
    if (trellis_document_load(bytes, size, &doc) != TRELLIS_OK) return;
    if (trellis_scene_new(doc, NULL, &scene) == TRELLIS_OK) {
        trellis_scene_set_size(scene, 390, 844);
        trellis_scene_layout(scene);
        *count = trellis_scene_view_count(scene);
        trellis_scene_frames(scene, out, 8);
        trellis_scene_free(scene);
    }
    trellis_document_free(doc);
}

static void test_compiled_documents_load_and_lay_out_like_json(void) {
    size_t size = 0;
    unsigned char *bytes = compiled_bytes(&size);
    CHECK(bytes != NULL);
    if (!bytes) return;
    CHECK(memcmp(bytes, "\x89TRELLIS\r\n\x1a\n", 12) == 0);
    trellis_rect from_json[8], from_compiled[8];
    size_t json_count, compiled_count;
    frames_of(json, strlen(json), from_json, &json_count);
    frames_of((const char *)bytes, size, from_compiled, &compiled_count);
    CHECK(json_count == 3);
    CHECK(compiled_count == json_count);
    CHECK(memcmp(from_json, from_compiled, sizeof(trellis_rect) * 3) == 0);

    /* truncated, damaged, another version: parse errors with a message */
    trellis_document *doc = NULL;
    CHECK(trellis_document_load((const char *)bytes, size - 1, &doc) == TRELLIS_ERROR_PARSE);
    CHECK(strstr(trellis_last_error(), "$: the compiled document is truncated") == trellis_last_error());
    CHECK(doc == NULL);
    bytes[size - 1] ^= 0x01;
    CHECK(trellis_document_load((const char *)bytes, size, &doc) == TRELLIS_ERROR_PARSE);
    CHECK(strstr(trellis_last_error(), "checksum") != NULL);
    bytes[size - 1] ^= 0x01;
    unsigned char version = bytes[12];
    bytes[12] = 9;
    CHECK(trellis_document_load((const char *)bytes, size, &doc) == TRELLIS_ERROR_PARSE);
    CHECK(strstr(trellis_last_error(), "format version 9") != NULL);
    /* a file of the version before (7: its string table unsorted) is refused by its header,
       with the way out in the message */
    bytes[12] = 7;
    CHECK(trellis_document_load((const char *)bytes, size, &doc) == TRELLIS_ERROR_PARSE);
    CHECK(strstr(trellis_last_error(), "format version 7; this Trellis reads version 8: compile the document again") != NULL);
    CHECK(doc == NULL);
    bytes[12] = version;

    /* the same bytes as a file */
    char path[] = "/tmp/trellis-compiled-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        CHECK(write(fd, bytes, size) == (ssize_t)size);
        close(fd);
        CHECK(trellis_document_load_file(path, &doc) == TRELLIS_OK);
        CHECK(trellis_document_scene_count(doc) == 1);
        trellis_document_free(doc);
        unlink(path);
    }
    free(bytes);
}

static void test_a_fifo_is_refused_without_blocking(void) {
    char directory[] = "/tmp/trellis-fifo-XXXXXX";
    if (!mkdtemp(directory)) return;
    char fifo[256], main_path[256];
    snprintf(fifo, sizeof fifo, "%s/pipe.json", directory);
    snprintf(main_path, sizeof main_path, "%s/main.json", directory);
    CHECK(mkfifo(fifo, 0600) == 0);
    FILE *file = fopen(main_path, "w");
    fputs("{\"format\":\"trellis/1\",\"references\":{\"p\":\"pipe.json\"},"
          "\"scenes\":[{\"id\":\"m\",\"root\":{\"id\":\"r\"}}]}", file);
    fclose(file);
    trellis_document *doc = NULL;
    CHECK(trellis_document_load_file(fifo, &doc) == TRELLIS_ERROR_IO);
    CHECK(strstr(trellis_last_error(), "not a regular file but a FIFO") != NULL);
    CHECK(trellis_document_load_file(main_path, &doc) == TRELLIS_ERROR_IO);
    CHECK(strstr(trellis_last_error(), "$.references.p: cannot read") == trellis_last_error());
    unlink(fifo);
    unlink(main_path);
    rmdir(directory);
}

int main(void) {
    test_compiled_documents_load_and_lay_out_like_json();
    test_a_fifo_is_refused_without_blocking();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
