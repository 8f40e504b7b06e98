/*
 * C ABI tests of the UIKit-fidelity additions (docs/c-api.md and docs/document-format.md): the window keeps
 * its size, nested stack baselines, titled buttons, the safe area, previous frames for
 * animation, custom view kinds with trellis_scene_view_info and host measurement.
 *
 * Plain C99: Tests/CABI/run.sh <libdir> compiles and runs it. Prints failures on stderr
 * and "N passed, M failed" last on stdout; exits 1 if any check failed. Documents are
 * written with single quotes; doc() turns them into double quotes. Text uses the default
 * measurer (0.6*p per character, lines 1.25*p, baseline p) unless a test installs one.
 */
#include "checks.h"

/* Issue 9: a vertical stack pinned to both margins plus title.width == 100 made a 390-point
 * scene 140 wide. UIKit keeps the window (UIView-Encapsulated-Layout-Width is required) and
 * breaks a user constraint; Trellis reports it with the set. */
static void test_window_keeps_its_size(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
        "  {'id': 'stack', 'kind': 'stack', 'axis': 'vertical',"
        "   'arranged': [{'id': 'title', 'kind': 'label', 'text': 'Title', 'fontSize': 10}]}]},"
        " 'constraints': ['stack.leading == root.leadingMargin', 'stack.trailing == root.trailingMargin',"
        "   'stack.top == root.topMargin', 'title.width == 100']}]}");
    trellis_scene *s = scene_at(d, 390, 844);
    const char *json;
    CHECK_ROOT_FRAME(s, "root", 0, 0, 390, 844);
    CHECK_ROOT_FRAME(s, "title", 8, 8, 374, 12.5);
    json = trellis_scene_diagnostics(s);
    CHECK(json_contains(json, "{'broken':'title.width == 100','conflict':['title.width == 100',"
                              "'UIView-Encapsulated-Layout-Width: root.width == 390',"));
    /* a smaller window: still its own size, the same constraint broken */
    CHECK_STATUS(trellis_scene_set_size(s, 320, 480), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "root", 0, 0, 320, 480);
    CHECK(json_contains(trellis_scene_diagnostics(s), "'UIView-Encapsulated-Layout-Width: root.width == 320'"));
    CHECK_STATUS(trellis_scene_set_size(s, 2e9, 10), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* docs/uikit-behaviours.md S6 (UIStackView documentation): a nested vertical stack's first baseline is
 * its first arranged view's. */
static void test_nested_stack_baseline(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
        "  {'id': 'row', 'kind': 'stack', 'alignment': 'firstBaseline', 'arranged': ["
        "    {'id': 'title', 'kind': 'label', 'text': 'Hi', 'fontSize': 20},"
        "    {'id': 'column', 'kind': 'stack', 'axis': 'vertical', 'arranged': ["
        "      {'id': 'small', 'kind': 'label', 'text': 'a', 'fontSize': 10},"
        "      {'id': 'big', 'kind': 'label', 'text': 'b', 'fontSize': 30}]}]}]},"
        " 'constraints': ['row.leading == root.leading', 'row.top == root.top']}]}");
    trellis_scene *s = scene_at(d, 320, 480);
    CHECK_ROOT_FRAME(s, "title", 0, 0, 24, 25);
    CHECK_ROOT_FRAME(s, "column", 24, 10, 18, 50);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* A titled button: its headline title (17 pt: 61.2 x 21.25) plus UIKit's default 6-point
 * top and bottom insets (Stack Overflow answer 70778238; codeandtheory/YMatterType#77). */
static void test_titled_button(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
        "  {'id': 'login', 'kind': 'button', 'text': 'Log in', 'textStyle': 'headline'},"
        "  {'id': 'wide', 'kind': 'button', 'text': 'Go', 'contentInsets': [10, 20, 10, 20]}]},"
        " 'constraints': ['login.leading == root.leading', 'login.top == root.top',"
        "   'wide.leading == root.leading', 'wide.top == login.bottom']}]}");
    trellis_scene *s = scene_at(d, 390, 844);
    CHECK_ROOT_FRAME(s, "login", 0, 0, 61.2, 33.25);
    CHECK_ROOT_FRAME(s, "wide", 0, 33.25, 18 + 40, 18.75 + 20); /* 15-pt default title */
    CHECK_STATUS(trellis_scene_set_content_size_category(s, "accessibilityMedium"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "login", 0, 0, 100.8, 47);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_safe_area(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': [{'id': 'content'}]},"
        " 'constraints': ['content.top == root.safeArea.top', 'content.bottom == root.safeArea.bottom',"
        "   'content.leading == root.safeArea.leading', 'content.width == 100']}]}");
    trellis_scene *s = scene_at(d, 390, 844);
    CHECK_ROOT_FRAME(s, "content", 0, 0, 100, 844);
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, 47, 10, 34, 20), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "content", 10, 47, 100, 763);
    /* leading follows the layout direction: the right edge less the right inset */
    CHECK_STATUS(trellis_scene_set_layout_direction(s, TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "content", 390 - 20 - 100, 47, 100, 763);
    /* bad insets change nothing */
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, NAN, 0, 0, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, 0, -1, 0, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, 0, 0, INFINITY, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, 0, 0, 0, 2e9), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_safe_area_insets(NULL, 0, 0, 0, 0), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "content", 390 - 20 - 100, 47, 100, 763);
    trellis_scene_free(s);
    trellis_document_free(d);

    /* a guide only the root has, named on another view: a schema error at load time, with the JSON path */
    {
        const char *bad = "{\"format\": \"trellis/1\", \"scenes\": [{\"id\": \"main\", \"root\": {\"id\": \"root\","
                          " \"subviews\": [{\"id\": \"card\", \"subviews\": [{\"id\": \"a\"}]}]},"
                          " \"constraints\": [\"a.top == card.keyboardLayoutGuide.top\"]}]}";
        trellis_document *none = NULL;
        CHECK_STATUS(trellis_document_load(bad, strlen(bad), &none), TRELLIS_ERROR_SCHEMA);
        CHECK(strncmp(trellis_last_error(), "$.scenes[0].constraints[0]: only the root view has \"keyboardLayoutGuide\"", 72) == 0);
        CHECK(none == NULL);
    }
}

/* Every view has a safe area, the part of its superview's it overlaps (Apple,
 * UIView.safeAreaInsets; csl.cool "iOS Layout Adaptation": a subview 20 points down on an
 * iPhone 14 Pro prints top 39); a view controller's root has 16-point side margins measured
 * from the safe area; the keyboard guide follows trellis_scene_set_keyboard_height. */
static void test_view_controller_and_per_view_safe_area(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'viewController': true,"
        " 'root': {'id': 'root', 'subviews': [{'id': 'panel', 'subviews': [{'id': 'title'}]}, {'id': 'field'}]},"
        " 'constraints': ['panel.top == root.top + 20', 'panel.leading == root.leading', 'panel.trailing == root.trailing',"
        "   'panel.height == 200', 'title.top == panel.safeArea.top', 'title.leading == root.leadingMargin',"
        "   'title.trailing == root.trailingMargin', 'title.height == 20',"
        "   'field.bottom == root.keyboardLayoutGuide.top - 8', 'field.leading == root.leadingMargin',"
        "   'field.width == 100', 'field.height == 40']}]}");
    trellis_scene *s = scene_at(d, 393, 852);
    double insets[4];
    CHECK_STATUS(trellis_scene_set_safe_area_insets(s, 59, 0, 34, 0), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_safe_area_insets(s, "panel", insets), TRELLIS_OK);
    CHECK(insets[0] == 39 && insets[1] == 0 && insets[2] == 0 && insets[3] == 0);
    CHECK_STATUS(trellis_scene_safe_area_insets(s, "root", insets), TRELLIS_OK);
    CHECK(insets[0] == 59 && insets[2] == 34);
    CHECK_ROOT_FRAME(s, "title", 16, 59, 361, 20);
    CHECK_ROOT_FRAME(s, "field", 16, 852 - 34 - 8 - 40, 100, 40);
    CHECK_STATUS(trellis_scene_set_keyboard_height(s, 336), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "field", 16, 852 - 336 - 8 - 40, 100, 40);
    CHECK_STATUS(trellis_scene_set_keyboard_height(s, NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_keyboard_height(s, -4), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_keyboard_height(NULL, 4), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_safe_area_insets(s, "nobody", insets), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_safe_area_insets(s, "root", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "field", 16, 852 - 336 - 8 - 40, 100, 40);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* A scroll view: content pinned to its edges sets the content size, not its frame (Apple,
 * Auto Layout Guide, "Working with Scroll Views"); the content offset moves the content. */
static void test_scroll_view(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
        "  {'id': 'scroll', 'kind': 'scrollView', 'subviews': [{'id': 'tall'}]}]},"
        " 'constraints': ['scroll.leading == root.leading', 'scroll.top == root.top', 'scroll.width == 300',"
        "   'scroll.height == 400', 'tall.top == scroll.top', 'tall.bottom == scroll.bottom',"
        "   'tall.leading == scroll.leading', 'tall.trailing == scroll.trailing', 'tall.width == scroll.width',"
        "   'tall.height == 1000']}]}");
    trellis_scene *s = scene_at(d, 320, 480);
    double size[2] = {0, 0};
    CHECK_ROOT_FRAME(s, "scroll", 0, 0, 300, 400);
    CHECK_STATUS(trellis_scene_content_size(s, "scroll", size), TRELLIS_OK);
    CHECK(size[0] == 300 && size[1] == 1000);
    CHECK_STATUS(trellis_scene_set_content_offset(s, "scroll", 0, 600), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "tall", 0, -600, 300, 1000);
    CHECK_STATUS(trellis_scene_set_content_offset(s, "tall", 0, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_set_content_offset(s, "scroll", NAN, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_content_size(s, "nobody", size), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_content_size(s, "scroll", NULL), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* Change a constant, lay out, animate from the previous frames to the new ones. */
static void test_previous_frames(void) {
    trellis_document *d = doc(
        "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
        "  {'id': 'drawer'}, {'id': 'badge'}]},"
        " 'constraints': [{'id': 'slide', 'eq': 'drawer.leading == root.leading + 300'},"
        "   'drawer.top == root.top', 'drawer.width == 200', 'drawer.height == 400',"
        "   'badge.leading == root.leading', 'badge.top == root.top', 'badge.width == 10', 'badge.height == 10']}]}");
    trellis_scene *s = scene_at(d, 320, 480);
    trellis_rect before[3], after[3];
    size_t changed[3];
    CHECK_STATUS(trellis_scene_set_constant(s, "slide", 120), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_previous_frames(s, before, 3), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_frames(s, after, 3), TRELLIS_OK);
    CHECK_RECT(before[1], 300, 0, 200, 400);
    CHECK_RECT(after[1], 120, 0, 200, 400);
    CHECK_RECT(before[2], 0, 0, 10, 10); /* the badge did not move: previous == current */
    CHECK_RECT(after[2], 0, 0, 10, 10);
    CHECK(trellis_scene_changed_views(s, changed, 3) == 1 && changed[0] == 1);
    /* a layout that moves nothing: the previous frames are the frames */
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_previous_frames(s, before, 3), TRELLIS_OK);
    CHECK_RECT(before[1], 120, 0, 200, 400);
    /* errors */
    CHECK_STATUS(trellis_scene_previous_frames(s, before, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_previous_frames(s, NULL, 3), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_previous_frames(NULL, before, 3), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static const char *RATING =
    "{'format': 'trellis/1', 'scenes': [{'id': 'main', 'root': {'id': 'root', 'subviews': ["
    "  {'id': 'stars', 'kind': 'custom:Rating', 'textStyle': 'body',"
    "   'properties': {'maximum': 5, 'value': {'any': 3.5, 'wR': 4}, 'tint': [0.2, 0.4, 1, 1],"
    "                  'label': 'back\\\\slash', 'onlyWide': {'wR': true}}},"
    "  {'id': 'caption', 'kind': 'label', 'text': 'Stars'}]},"
    " 'constraints': ['stars.leading == root.leading', 'stars.top == root.top',"
    "   'caption.leading == stars.trailing + 8', 'caption.top == root.top']}]}";

/* IBDesignable-like custom views: kind and properties read back, resolved by size class. */
static void test_view_info(void) {
    trellis_document *d = doc(RATING);
    trellis_scene *s = scene_at(d, 320, 480);
    CHECK(json_is(trellis_scene_view_info(s, "stars"),
                  "{'id':'stars','kind':'custom:Rating','properties':{'maximum':5,'value':3.5,"
                  "'tint':[0.2,0.4,1,1],'label':'back\\\\slash'},'text':null,'textStyle':'body',"
                  "'pointSize':null,'hidden':false,'installed':true}"));
    CHECK_STATUS(trellis_scene_set_size_classes(s, TRELLIS_SIZE_CLASS_REGULAR, TRELLIS_SIZE_CLASS_REGULAR), TRELLIS_OK);
    CHECK(json_contains(trellis_scene_view_info(s, "stars"), "'value':4,"));
    CHECK(json_contains(trellis_scene_view_info(s, "stars"), "'onlyWide':true}"));
    CHECK(json_is(trellis_scene_view_info(s, "caption"),
                  "{'id':'caption','kind':'label','properties':{},'text':'Stars','textStyle':null,"
                  "'pointSize':17,'hidden':false,'installed':true}"));
    CHECK(trellis_scene_view_info(s, "nope") == NULL);
    CHECK(strstr(trellis_last_error(), "nope") != NULL);
    CHECK(trellis_scene_view_info(s, NULL) == NULL);
    CHECK(trellis_scene_view_info(NULL, "stars") == NULL);
    check_message(__LINE__);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* The host's measure callback: custom views arrive with text NULL. */
static int measured_custom = 0;
static int measured_text = 0;

static int measure(void *user, const char *view_id, const char *text, double point_size, double max_width,
                   trellis_measurement *out) {
    (void)user;
    (void)max_width;
    if (text == NULL) {
        measured_custom++;
        if (strcmp(view_id, "stars") != 0 || point_size != 17) return 1;
        out->width = 120;
        out->height = 24;
        out->first_baseline = 20;
        out->last_baseline = 20;
        return 0;
    }
    measured_text++;
    out->width = 10.0 * (double)strlen(text);
    out->height = 20;
    out->first_baseline = 16;
    out->last_baseline = 16;
    return 0;
}

static void test_custom_view_measured_by_the_host(void) {
    trellis_document *d = doc(RATING);
    trellis_scene *s = scene_at(d, 320, 480);
    /* without a host measurer a custom view has no intrinsic size */
    CHECK(json_contains(trellis_scene_diagnostics(s), "{'view':'stars','attributes':["));
    CHECK_STATUS(trellis_scene_set_measure(s, measure, NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK(measured_custom == 1 && measured_text >= 1);
    CHECK_ROOT_FRAME(s, "stars", 0, 0, 120, 24);
    CHECK_ROOT_FRAME(s, "caption", 128, 0, 50, 20);
    trellis_scene_free(s);
    trellis_document_free(d);
}

int main(void) {
    test_window_keeps_its_size();
    test_nested_stack_baseline();
    test_titled_button();
    test_safe_area();
    test_view_controller_and_per_view_safe_area();
    test_scroll_view();
    test_previous_frames();
    test_view_info();
    test_custom_view_measured_by_the_host();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
