/* A document with initialScene and a segue, loaded and laid out through the installed
 * library, for Tests/Install/run.sh to run under valgrind: resolving those scene names
 * once read uninitialised memory (issue 17: the compiler's destroy of a dropped
 * SceneNames.Target that could carry a whole scene). */
#include <stdio.h>
#include <string.h>
#include <trellis.h>

static const char *document =
    "{\"format\": \"trellis/1\", \"initialScene\": \"detail\", \"scenes\": ["
    " {\"id\": \"list\", \"root\": {\"id\": \"table\", \"subviews\": [{\"id\": \"row\"}]},"
    "  \"segues\": [{\"id\": \"open\", \"from\": \"row\", \"to\": \"detail\", \"kind\": \"push\"}]},"
    " {\"id\": \"detail\", \"root\": {\"id\": \"page\"}}]}";

int main(void) {
    trellis_document *doc = NULL;
    trellis_scene *scene = NULL;
    trellis_rect frame;
    if (trellis_document_load(document, strlen(document), &doc) != TRELLIS_OK) {
        printf("load: %s\n", trellis_last_error());
        return 1;
    }
    if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK
        || trellis_scene_set_size(scene, 320, 480) != TRELLIS_OK
        || trellis_scene_layout(scene) != TRELLIS_OK
        || trellis_scene_frame(scene, "page", &frame) != TRELLIS_OK) {
        printf("scene: %s\n", trellis_last_error());
        trellis_scene_free(scene);
        trellis_document_free(doc);
        return 1;
    }
    printf("initial scene root %s: %g x %g\n", trellis_scene_view_id(scene, 0), frame.width, frame.height);
    trellis_scene_free(scene);
    trellis_document_free(doc);
    return 0;
}
