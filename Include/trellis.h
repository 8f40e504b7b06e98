/*
 * trellis.h — the public C interface of Trellis, an adaptive layout runtime
 * (Auto Layout constraints, stack views, size classes, Dynamic Type) with a C ABI.
 *
 * Conventions, for every function below:
 *   - Functions return a trellis_status unless shown otherwise. TRELLIS_OK is 0.
 *   - A failing call changes nothing: no partial update of any object.
 *   - After a failure, trellis_last_error() holds a one-line message saying what is wrong.
 *     The message is thread-local and stays valid until the next Trellis call on the same
 *     thread. After a success its content is unspecified.
 *   - A NULL handle or pointer, a NaN or infinite number, or an unknown id is an error
 *     (TRELLIS_ERROR_ARGUMENT or TRELLIS_ERROR_NOT_FOUND), never a crash.
 *   - Objects are owned by the caller from the moment a *_new / *_load call hands them out
 *     until the matching *_free call. *_free(NULL) is a no-op.
 *
 * Threads: a solver or a scene is used by one thread at a time; different solvers and
 * scenes may be used on different threads at once. Documents are immutable and may be
 * shared. The last error is per thread.
 *
 * Guides: docs/c-api.md (this API, with examples), docs/document-format.md (the JSON
 * documents), docs/uikit-behaviours.md (what is matched of UIKit, with sources).
 */
#ifndef TRELLIS_H
#define TRELLIS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------
 * Status codes and errors
 * ------------------------------------------------------------------------------------- */

typedef enum {
    TRELLIS_OK = 0,
    TRELLIS_ERROR_PARSE = 1,          /* the JSON text is not well-formed */
    TRELLIS_ERROR_SCHEMA = 2,         /* well-formed JSON, but not a valid trellis/1 document or
                                         constraint (equation and visual-format syntax included) */
    TRELLIS_ERROR_NOT_FOUND = 3,      /* an unknown id, variable or constraint */
    TRELLIS_ERROR_ARGUMENT = 4,       /* NULL handle, NaN/infinite number, out-of-range value */
    TRELLIS_ERROR_UNSATISFIABLE = 5,  /* a required constraint conflicts with the others */
    TRELLIS_ERROR_STATE = 6,          /* the call is not allowed in the object's current state */
    TRELLIS_ERROR_IO = 7              /* a file could not be read */
} trellis_status;

typedef struct { double x, y, width, height; } trellis_rect;
typedef struct { double width, height; } trellis_size;

/* The library version, "MAJOR.MINOR.PATCH". The string is static. */
const char *trellis_version(void);

/* The message of the last failing call on this thread (never NULL; "" if there is none). */
const char *trellis_last_error(void);

/* Frees the scratch memory the library keeps between layouts and returns how many bytes it
 * had. A scene's first layout takes its solver scratch from a small process-wide cache (at
 * most 4 MiB) and gives it back when done, so the next first layout writes memory that is
 * mapped already. Never needed for correctness: call it after freeing the last scene, or
 * when the host is asked to use less memory. Safe on any thread at any time. */
size_t trellis_release_cached_memory(void);

/* ---------------------------------------------------------------------------------------
 * Documents: trellis/1 JSON layout documents (docs/document-format.md). Immutable once
 * loaded; a document may be shared by scenes on several threads.
 *
 * Limits checked at load (TRELLIS_ERROR_SCHEMA, message starting with the JSON path):
 * every number at most 1e9 in magnitude; views nested at most 200 levels deep (containers
 * included); "references" at most 16 files deep; JSON nested at most 1000 levels (beyond
 * that, TRELLIS_ERROR_PARSE).
 * ------------------------------------------------------------------------------------- */

typedef struct trellis_document trellis_document;

/* Parses a document from `length` bytes of UTF-8 JSON (no terminating NUL needed), or of
 * the compiled form that `trellis-cli compile` and trellis_document_compile write
 * (recognised by its first bytes; it holds the documents it references, already validated
 * and parsed, and loads faster). A JSON document with "references" to other
 * files must be loaded with trellis_document_load_file. On success *out receives the
 * document; on failure *out is left untouched.
 * Errors: TRELLIS_ERROR_ARGUMENT (json or out NULL), TRELLIS_ERROR_PARSE (not JSON, or not
 * UTF-8; the message gives line and column; or a truncated, damaged or other-version
 * compiled document), TRELLIS_ERROR_SCHEMA (not a valid document; the message starts with
 * the JSON path, e.g.
 * `$.scenes[0].root.subviews[2].axis: expected "horizontal" or "vertical", got "diagonal"`). */
trellis_status trellis_document_load(const char *json, size_t length, trellis_document **out);

/* Loads a document file, JSON or compiled; "references" resolve relative to the file's
 * folder. Only regular files are read: a FIFO, device or socket (here or referenced) is
 * refused before it is opened, so a document cannot make its host wait on a pipe.
 * Errors as trellis_document_load, plus TRELLIS_ERROR_IO (a file cannot be read, or is not
 * a regular file; the message names it). */
trellis_status trellis_document_load_file(const char *path, trellis_document **out);

/* The compiled form of a loaded document (what `trellis-cli compile` writes), for a host
 * that caches documents: it writes at most `capacity` bytes to `buffer` (which may be
 * NULL when `capacity` is 0) and sets *length to the full size; call it with a buffer of
 * that size to get all of it. TRELLIS_ERROR_ARGUMENT if the buffer was too small (*length
 * still says how much is needed) or `doc` or `length` is NULL. */
trellis_status trellis_document_compile(const trellis_document *doc, unsigned char *buffer, size_t capacity,
                                        size_t *length);

/* Frees a document. Scenes made from it stay valid (they keep what they need). NULL is a
 * no-op. */
void trellis_document_free(trellis_document *doc);

/* The number of scenes (0 and the last error set for a NULL document), and the id of
 * scene `index` (NULL and the last error set if `doc` is NULL or `index` out of range).
 * The strings live as long as the document. */
size_t trellis_document_scene_count(const trellis_document *doc);
const char *trellis_document_scene_id(const trellis_document *doc, size_t index);

/* The document's segues as JSON: [{"scene","id","from","to","kind"}, ...], in document
 * order. The string lives as long as the document; NULL and the last error set for a
 * NULL document. */
const char *trellis_document_segues(const trellis_document *doc);

/* ---------------------------------------------------------------------------------------
 * Scenes: one live layout (docs/c-api.md). Changes take effect at the next
 * trellis_scene_layout.
 *
 * Threads: a scene is used by one thread at a time (calls on one scene must not overlap);
 * different scenes may run on different threads at once, even scenes of one document.
 *
 * Numbers: every number passed in must be finite (NaN and infinities are
 * TRELLIS_ERROR_ARGUMENT); sizes, constants and measurements are limited to 1e9 in
 * magnitude, like the numbers of a document.
 *
 * Functions that return a value instead of a status (counts, ids, JSON strings) report a
 * failure through that value (0, -1 or NULL) and set trellis_last_error() as well.
 * ------------------------------------------------------------------------------------- */

typedef struct trellis_scene trellis_scene;

typedef enum {
    TRELLIS_SIZE_CLASS_UNSPECIFIED = 0,
    TRELLIS_SIZE_CLASS_COMPACT = 1,
    TRELLIS_SIZE_CLASS_REGULAR = 2
} trellis_size_class;

typedef enum {
    TRELLIS_LAYOUT_DIRECTION_LEFT_TO_RIGHT = 0,
    TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT = 1
} trellis_layout_direction;

/* Instantiates scene `scene_id` of `doc` (NULL: the document's initialScene, else its
 * first scene) with size 0 x 0, unspecified size classes, left-to-right, content size
 * "large", no pixel rounding. It is laid out by the first trellis_scene_layout, so a host
 * sets the size and traits first and pays for one solve; a read before that (of frames or
 * diagnostics, for instance) lays it out at the current settings first. The first layout
 * reports every view as changed.
 * Errors: TRELLIS_ERROR_ARGUMENT (doc or out NULL; a hierarchy deeper than 512 levels),
 * TRELLIS_ERROR_NOT_FOUND (no such scene), TRELLIS_ERROR_SCHEMA (a constraint that names
 * "superview" on the root view). */
trellis_status trellis_scene_new(const trellis_document *doc, const char *scene_id, trellis_scene **out);

/* Frees a scene and everything it handed out (view ids, JSON strings). NULL is a no-op.
 * Called from inside the scene's own measure callback it does nothing (the scene is in
 * the middle of a layout) and sets the last error. */
void trellis_scene_free(trellis_scene *scene);

/* Environment. The root view's frame is always (0, 0, width, height): the scene size is the
 * window, required as UIKit's window size is (its constraints are named like UIKit's,
 * "UIView-Encapsulated-Layout-Width: root.width == 390"). Required constraints that cannot
 * fit it conflict with it, and one of them is broken, never the size (see
 * trellis_scene_layout). Default 0 x 0.
 * Errors: TRELLIS_ERROR_ARGUMENT for a negative, NaN or infinite size or one above 1e9. */
trellis_status trellis_scene_set_size(trellis_scene *s, double width, double height);
/* Errors: TRELLIS_ERROR_ARGUMENT for a value that is not a trellis_size_class. Views,
 * constraints and properties with size-class variants switch at the next layout. */
trellis_status trellis_scene_set_size_classes(trellis_scene *s, trellis_size_class horizontal,
                                              trellis_size_class vertical);
/* Errors: TRELLIS_ERROR_ARGUMENT for a value that is not a trellis_layout_direction. */
trellis_status trellis_scene_set_layout_direction(trellis_scene *s, trellis_layout_direction d);
/* "extraSmall", "small", "medium", "large" (default), "extraLarge", "extraExtraLarge",
 * "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
 * "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
 * "accessibilityExtraExtraExtraLarge" (exact spelling). Labels with a textStyle are
 * measured again at the next layout.
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL or an unknown name). */
trellis_status trellis_scene_set_content_size_category(trellis_scene *s, const char *category);
/* Pixel rounding: each edge is rounded to the nearest 1/scale. 0 (default) = no rounding.
 * Errors: TRELLIS_ERROR_ARGUMENT for a scale outside 0...1000. */
trellis_status trellis_scene_set_display_scale(trellis_scene *s, double scale);

/* Pushes every change made since the last layout into the solver and updates the frames.
 * Cheap when nothing changed. Calls the measure callback (if any) for labels whose text,
 * font or width changed. Conflicting required constraints are not an error: like UIKit,
 * the layout breaks one of them and reports it, with the conflicting set, in
 * trellis_scene_diagnostics. The one broken is a user constraint (document or API) whenever
 * one takes part: the one being installed when it cannot fit, else the one added last among
 * the conflicting set. Constraints the runtime generates (stack views' UISV-*, intrinsic
 * sizes) break only when no user constraint takes part, and the window's size and safe area
 * never while anything else can. A broken constraint is tried again whenever something
 * changes that may let it fit (a size, a constant, a removal).
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL scene). */
trellis_status trellis_scene_layout(trellis_scene *s);

/* Views are indexed in document order (depth first), installed or not; inserted views are
 * appended; removing a view renumbers the views after it. view_count returns 0 (and sets
 * the last error) for a NULL scene. view_id returns NULL (and sets the last error) when
 * out of range; the string stays valid until views are inserted or removed, or the scene
 * is freed. */
size_t trellis_scene_view_count(const trellis_scene *s);
const char *trellis_scene_view_id(const trellis_scene *s, size_t index);

/* A view's frame as of the last layout, in its superview's / the root view's coordinates
 * (points, origin top-left, y down; the alignment rect grown by the view's
 * alignmentInsets).
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL scene, view_id or out), TRELLIS_ERROR_NOT_FOUND
 * (unknown id), TRELLIS_ERROR_STATE (the view is not installed for the current traits). */
trellis_status trellis_scene_frame(const trellis_scene *s, const char *view_id, trellis_rect *out);
trellis_status trellis_scene_frame_in_root(const trellis_scene *s, const char *view_id, trellis_rect *out);

/* All frames in view-index order, root coordinates, zeros for uninstalled views. `out`
 * holds `capacity` rects.
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL out, or capacity smaller than the view count;
 * nothing is written then). */
trellis_status trellis_scene_frames(const trellis_scene *s, trellis_rect *out, size_t capacity);

/* The indices of the views whose frame changed in the last layout, in its superview's or
 * in the root's coordinates (installing or uninstalling counts). Writes up to `capacity`
 * indices (indices may be NULL with capacity 0, to ask for the count) and returns how
 * many there are; 0 and the last error set for a NULL scene. */
size_t trellis_scene_changed_views(const trellis_scene *s, size_t *indices, size_t capacity);

/* 1 if the view is in the hierarchy for the current traits (a hidden view in a stack is),
 * 0 if it is not, -1 (and the last error set) for an unknown id or a NULL argument. */
int trellis_scene_is_installed(const trellis_scene *s, const char *view_id);

/* Incremental changes. Each fails with TRELLIS_ERROR_ARGUMENT for NULL arguments and
 * TRELLIS_ERROR_NOT_FOUND for an unknown view or constraint id, and changes nothing then. */

/* `hidden` outside stacks and groups only tells the host not to draw the view (it is still
 * laid out, as in UIKit); inside them the view collapses. What the host sets here and in
 * trellis_scene_set_intrinsic_size stays through trait changes: a size-class change
 * re-resolves the document's per-size-class values, never the host's (as a UIKit view's
 * own isHidden or intrinsicContentSize does). */
trellis_status trellis_scene_set_hidden(trellis_scene *s, const char *view_id, int hidden);
/* -1 in an axis means no intrinsic metric there; otherwise 0...1e9
 * (TRELLIS_ERROR_ARGUMENT outside that). Labels are measured from their text instead. On the
 * control kinds ("switch", "slider", "textField", ...) a size replaces UIKit's in the axes it
 * gives; -1 leaves UIKit's size in that axis (docs/document-format.md, "Controls"). */
trellis_status trellis_scene_set_intrinsic_size(trellis_scene *s, const char *view_id, double width, double height);
/* UTF-8 text of a label, button, text field or text view (a text field without text is
 * measured by its placeholder); TRELLIS_ERROR_ARGUMENT for other kinds of view. */
trellis_status trellis_scene_set_text(trellis_scene *s, const char *view_id, const char *utf8);
/* Replaces a constraint's constant; TRELLIS_ERROR_ARGUMENT outside -1e9...1e9. */
trellis_status trellis_scene_set_constant(trellis_scene *s, const char *constraint_id, double constant);
/* 1...1000 (TRELLIS_ERROR_ARGUMENT outside); switching between required (1000) and
 * optional is TRELLIS_ERROR_STATE, as in UIKit. */
trellis_status trellis_scene_set_priority(trellis_scene *s, const char *constraint_id, double priority);
/* Activates (non-zero) or deactivates (0) a constraint, as NSLayoutConstraint.isActive. */
trellis_status trellis_scene_set_active(trellis_scene *s, const char *constraint_id, int active);
/* Any constraint form of the document format: a JSON string holding an equation, or an
 * object ({"id": ..., "eq": ..., "constant": ..., "priority": ...}, or {"visual": ...}).
 * A required constraint that conflicts is not an error: it is broken at the next layout
 * and reported by trellis_scene_diagnostics.
 * Errors: TRELLIS_ERROR_PARSE (not JSON), TRELLIS_ERROR_SCHEMA (not a constraint, bad
 * equation or visual format, duplicate id), TRELLIS_ERROR_NOT_FOUND (a view it names does
 * not exist), TRELLIS_ERROR_ARGUMENT (constant beyond 1e9, priority outside 1...1000). */
trellis_status trellis_scene_add_constraint(trellis_scene *s, const char *constraint_json);
trellis_status trellis_scene_remove_constraint(trellis_scene *s, const char *constraint_id);
/* Instantiates another scene's root (ids become "<prefix>.<id>"; NULL or "" keeps them) and
 * inserts it as subview (arranged subview, for stacks and groups) number `index` of
 * `parent_id`. An index beyond the parent's child count appends. `scene_id` may also name
 * a dock view of this scene's own scene.
 * Errors: TRELLIS_ERROR_NOT_FOUND (parent, scene or dock view unknown),
 * TRELLIS_ERROR_ARGUMENT (an id would be duplicated: pass a prefix; the hierarchy would
 * nest deeper than 512 levels; index above PTRDIFF_MAX), TRELLIS_ERROR_SCHEMA (the
 * inserted scene's constraints name views outside it). */
trellis_status trellis_scene_insert_scene(trellis_scene *s, const char *parent_id, size_t index,
                                          const trellis_document *doc, const char *scene_id,
                                          const char *id_prefix);
/* Removes a view, its subtree and every constraint that mentions them. Views after it are
 * renumbered. TRELLIS_ERROR_ARGUMENT for the root view, which cannot be removed. */
trellis_status trellis_scene_remove_view(trellis_scene *s, const char *view_id);

/* Text measurement by the host. Without a callback the default measurer is used: for
 * point size p and n characters (Unicode scalars), width 0.6*p*n, line height 1.25*p,
 * first baseline p below the top (docs/document-format.md, "Text").
 *
 * The callback's rules:
 *   - It is called synchronously, on the thread that called trellis_scene_layout or
 *     trellis_scene_fitting_size, for each label and titled button whose text, point size
 *     or available width changed; never from another thread, never later. (A button's
 *     title is measured on one line at its text style, 15 points by default; the scene adds
 *     the button's content insets.)
 *   - It also measures custom views ("custom:<Name>" kinds) that declare no intrinsic size:
 *     then `text` is NULL, `point_size` is the view's text style or font size (0 if it has
 *     none) and the view's kind and properties are read with trellis_scene_view_info; a
 *     non-zero return means "no size" for that view (it is not measured by the default
 *     measurer). Baselines returned for a custom view become its first and last baselines.
 *   - view_id and text are valid during the call only (text may be ""). max_width is
 *     INFINITY when the text is unconstrained.
 *   - It must not call functions on the scene being measured: such calls fail with
 *     TRELLIS_ERROR_STATE (and trellis_scene_free is ignored). Other scenes may be used.
 *   - Return 0 and fill *out on success. For a label, a non-zero return, or a width, height
 *     or baseline that is negative, not finite or beyond 1e9, makes the scene measure that
 *     text with the default measurer instead.
 *   - Results are cached per text, point size, maximum width and line count: the same
 *     question is not asked twice until trellis_scene_set_measure is called again, so the
 *     answer must depend on those inputs only.
 *   - `user` is passed back unchanged. It must stay valid until the callback is replaced
 *     (another trellis_scene_set_measure, or NULL) or the scene is freed; Trellis never
 *     frees it.
 * `fn` NULL restores the default measurer. Labels are measured again at the next layout. */
typedef struct { double width, height, first_baseline, last_baseline; } trellis_measurement;
typedef int (*trellis_measure_fn)(void *user, const char *view_id, const char *text,
                                  double point_size, double max_width, trellis_measurement *out);
trellis_status trellis_scene_set_measure(trellis_scene *s, trellis_measure_fn fn, void *user);

/* Self-sizing: the smallest size of view_id's subtree for a given width (NAN = free),
 * computed from the subtree's own constraints only (not its superview's, not the scene
 * size), like UIKit's systemLayoutSizeFitting at fittingSizeLevel (50). Wrapping labels
 * are measured again at their solved width. The scene's own layout is not changed.
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL arguments; width not NAN and outside 0...1e9),
 * TRELLIS_ERROR_NOT_FOUND (unknown view). */
trellis_status trellis_scene_fitting_size(trellis_scene *s, const char *view_id, double width, trellis_size *out);

/* Diagnostics as JSON owned by the scene, valid until the next call on it:
 * {"unsatisfiable":[{"broken":"<constraint>","conflict":["<constraint>",...]}],
 *  "ambiguous":[{"view":"id","attributes":["x","width",...]}]}
 * (a constraint is named by its id, or its equation text when it has none; constraints the
 * runtime generates by their role and equation, as UIKit logs them:
 * "UIView-Encapsulated-Layout-Width: root.width == 390" for the window's size,
 * "UIViewSafeAreaLayoutGuide-top: root.safeArea.top == root.top + 47" for the safe area,
 * "UISV-spacing: b.leading == a.trailing + 8 @1000" for a stack view's). Each conflict is a
 * minimal set: the broken constraint first, then the constraints it could not hold with, in
 * the order they were added; without any one of them the broken one could hold. An
 * ambiguous view's listed attributes ("x", "y", "width", "height") are not determined by the
 * constraints. NULL (and the last error set) for a NULL scene. */
const char *trellis_scene_diagnostics(trellis_scene *s);

/* JSON list of the names of the constraints that determine the view on that axis
 * (0 horizontal, 1 vertical), in the order they were added; owned by the scene, valid until
 * the next call on it. [] for a view not installed. NULL (and the last error set) for a
 * NULL argument, an unknown view or another axis. */
const char *trellis_scene_constraints_affecting(trellis_scene *s, const char *view_id, int axis);

/* The root view's safe area (status bar, notch, home indicator), in points from the root's
 * top, left, bottom and right edges (UIKit's safeAreaInsets); all 0 by default. A scene whose
 * document marks it "viewController" adds its additionalSafeAreaInsets (navigation and tab
 * bars) to these.
 * Every view has a safe area, the part of its superview's that it overlaps (each inset capped
 * at the superview's on that side), as in UIKit: equations reach a view's as
 * <viewId>.safeArea.<attr> (or .safeAreaLayoutGuide.<attr>), the root's as root.safeArea.<attr>,
 * and the first item's superview's as superview.safeArea.<attr> (attributes left right top
 * bottom leading trailing width height centerX centerY; leading and trailing follow the layout
 * direction). Layout margins are measured from the safe area unless a view sets
 * "insetsLayoutMarginsFromSafeArea": false. The view controller's legacy guides are
 * topLayoutGuide.<attr> and bottomLayoutGuide.<attr> (from the root's top to its safe area, and
 * from the safe area to the root's bottom). Changing the insets is applied at the next
 * trellis_scene_layout as an in-place change, as cheap as a size change.
 * Errors: TRELLIS_ERROR_ARGUMENT for a negative, NaN or infinite inset or one above 1e9
 * (the insets are then unchanged). */
trellis_status trellis_scene_set_safe_area_insets(trellis_scene *s, double top, double left,
                                                  double bottom, double right);

/* A view's safe-area insets as of the last layout (the scene is laid out first if it never
 * was), in points from its top, left, bottom and right edges: the root's are the host's plus
 * the view controller's additional insets, another view's the part of its superview's safe
 * area that it overlaps. Written to out as top, left, bottom, right.
 * Errors: TRELLIS_ERROR_ARGUMENT for a NULL argument, TRELLIS_ERROR_NOT_FOUND for an unknown
 * view. */
trellis_status trellis_scene_safe_area_insets(trellis_scene *s, const char *view_id, double out[4]);

/* The height of the keyboard docked at the bottom of the window, in points (0, the default:
 * no keyboard). Equations reach the area it covers as root.keyboardLayoutGuide.<attr> (UIKit's
 * keyboardLayoutGuide): the keyboard, or the safe area's bottom strip while none is shown, so
 * that "field.bottom == root.keyboardLayoutGuide.top - 8" keeps a field above both. Applied at
 * the next trellis_scene_layout as an in-place change.
 * Errors: TRELLIS_ERROR_ARGUMENT for a negative, NaN or infinite height or one above 1e9 (the
 * height is then unchanged). */
trellis_status trellis_scene_set_keyboard_height(trellis_scene *s, double height);

/* Scroll views (kinds "scrollView", "tableView", "collectionView"): their subviews are their
 * content. Constraints between the scroll view's edges (or <id>.contentLayoutGuide) and views
 * inside it define the content area, whose size is the content size; constraints to its
 * width and height (or <id>.frameLayoutGuide) and from outside concern its frame, as in UIKit.
 * trellis_scene_set_content_offset scrolls the content by (x, y) points (applied at the next
 * trellis_scene_layout as an in-place change: the content's frames move, nothing else);
 * trellis_scene_content_size writes the content size as of the last layout to out (width,
 * height; zero when no constraint reaches the content area). A scroll view whose content does
 * not determine its size is reported ambiguous with "contentWidth"/"contentHeight".
 * Errors: TRELLIS_ERROR_ARGUMENT for a NULL argument, a NaN, infinite or too large offset,
 * or a view that is not a scroll view; TRELLIS_ERROR_NOT_FOUND for an unknown view. */
trellis_status trellis_scene_set_content_offset(trellis_scene *s, const char *view_id, double x, double y);
trellis_status trellis_scene_content_size(trellis_scene *s, const char *view_id, double out[2]);

/* Table views (kind "tableView"): rows whose cells are scenes of the document, as UIKit lays
 * out a UITableView's cells. A row's cell scene is laid out at the table's width, its root
 * being the cell's content view (inset to the table's safe area at the sides, as
 * insetsContentViewsToSafeArea does, with UIKit's cell margins, 11 top and bottom, 16 at the
 * sides or 20 for cells wider than 375 points, unless the scene declares margins). A row is as
 * tall as its cell's fitting height, rounded up to a pixel, plus a one-pixel separator
 * (self-sizing, UITableView.automaticDimension, the default), or the table's fixed row height;
 * a cell whose constraints give it no height gets UIKit's standard 44 points. Rows with the
 * same cell and text are measured once. Rows stack from y = 0 in the table's content
 * coordinates, and trellis_scene_content_size of the table is its width by their total.
 * Documents declare rows with "rows" (docs/document-format.md); a host adds and removes them:
 *   insert_rows   count rows of cell scene cell_scene_id before row `index` (0...row count);
 *   delete_rows   count rows from row `index`;
 *   set_row_text  the text one view (label, button, text field, text view) of a row's cell
 *                 shows, as cellForRowAt sets it; NULL gives the view its document text back;
 *   set_row_height  a fixed height for every row (separator included), or
 *                 TRELLIS_ROW_HEIGHT_AUTOMATIC (-1, UIKit's automaticDimension);
 *   row_frame     a row's frame in the table's content coordinates;
 *   cell_frame    the frame of a view of a row's cell in the cell's (row's) coordinates: its
 *                 content view at (safe-area left inset, 0), laid out for that row's width,
 *                 text and height.
 * Reading lays the scene out first if it never was, and measures the rows whose height is not
 * known for the table's current width and traits.
 * Errors: TRELLIS_ERROR_ARGUMENT for a NULL argument, a view that is not a table view, a row
 * or range out of range, more than 1,000,000 rows, a fixed height outside 0...1e6, or a cell
 * view without text; TRELLIS_ERROR_NOT_FOUND for an unknown table, cell scene or cell view;
 * TRELLIS_ERROR_STATE for a table not installed for the current traits. */
#define TRELLIS_ROW_HEIGHT_AUTOMATIC (-1.0)
trellis_status trellis_scene_table_row_count(trellis_scene *s, const char *table_id, size_t *out);
trellis_status trellis_scene_table_insert_rows(trellis_scene *s, const char *table_id, size_t index,
                                               const char *cell_scene_id, size_t count);
trellis_status trellis_scene_table_delete_rows(trellis_scene *s, const char *table_id, size_t index, size_t count);
trellis_status trellis_scene_table_set_row_text(trellis_scene *s, const char *table_id, size_t row,
                                                const char *view_id, const char *utf8);
trellis_status trellis_scene_table_set_row_height(trellis_scene *s, const char *table_id, double height);
trellis_status trellis_scene_table_row_frame(trellis_scene *s, const char *table_id, size_t row, trellis_rect *out);
trellis_status trellis_scene_table_cell_frame(trellis_scene *s, const char *table_id, size_t row,
                                              const char *view_id, trellis_rect *out);

/* Collection views (kind "collectionView"): items whose cells are scenes of the document,
 * placed by a UICollectionViewFlowLayout (docs/uikit-behaviours.md, F1-F9). An item is
 * itemSize large (50 x 50 by default) or, with estimatedItemSize set, its cell scene's fitting
 * size rounded up to a pixel; the cell scene's root is the cell's content view and fills the
 * item. Items fill a line (a row; a column when scrollDirection is horizontal) until the next
 * does not fit with minimumInteritemSpacing (10) before it; a line's extra space is spread
 * between its items, an item alone on its line is centred, items all of one size keep to a
 * grid, and when sizes differ the last line is left-aligned. A line is as tall as its tallest
 * item, items are centred across it, and lines follow at minimumLineSpacing (10) inside
 * sectionInset. Right-to-left layouts mirror the placement. trellis_scene_content_size of the
 * collection is its width by the lines' extent plus the insets (horizontal: the extent by its
 * height), plus the section header before the top inset and the footer after the bottom one
 * (headerReferenceSize / footerReferenceSize: their height, or width when horizontal). Documents declare the flow layout and "items" (docs/document-format.md); a host
 * adds and removes items:
 *   insert_items   count items of cell scene cell_scene_id before item `index` (0...item count);
 *   delete_items   count items from item `index`;
 *   set_item_text  the text one view (label, button, text field, text view) of an item's cell
 *                  shows, as cellForItemAt sets it; NULL gives the view its document text back;
 *   item_frame     an item's frame in the collection's content coordinates;
 *   cell_frame     the frame of a view of an item's cell in the cell's coordinates (its
 *                  content view at 0, 0), laid out for that item's size and text;
 *   header_frame, footer_frame
 *                  the section header's (footer's) frame in the collection's content
 *                  coordinates; all zeros when the flow layout has none (F9).
 * Reading lays the scene out first if it never was, and measures the items whose size is not
 * known for the current traits.
 * Errors: TRELLIS_ERROR_ARGUMENT for a NULL argument, a view that is not a collection view, an
 * item or range out of range, more than 1,000,000 items, or a cell view without text;
 * TRELLIS_ERROR_NOT_FOUND for an unknown collection, cell scene or cell view;
 * TRELLIS_ERROR_STATE for a collection not installed for the current traits. */
trellis_status trellis_scene_collection_item_count(trellis_scene *s, const char *collection_id, size_t *out);
trellis_status trellis_scene_collection_insert_items(trellis_scene *s, const char *collection_id, size_t index,
                                                     const char *cell_scene_id, size_t count);
trellis_status trellis_scene_collection_delete_items(trellis_scene *s, const char *collection_id, size_t index,
                                                     size_t count);
trellis_status trellis_scene_collection_set_item_text(trellis_scene *s, const char *collection_id, size_t item,
                                                      const char *view_id, const char *utf8);
trellis_status trellis_scene_collection_item_frame(trellis_scene *s, const char *collection_id, size_t item,
                                                   trellis_rect *out);
trellis_status trellis_scene_collection_cell_frame(trellis_scene *s, const char *collection_id, size_t item,
                                                   const char *view_id, trellis_rect *out);
trellis_status trellis_scene_collection_header_frame(trellis_scene *s, const char *collection_id, trellis_rect *out);
trellis_status trellis_scene_collection_footer_frame(trellis_scene *s, const char *collection_id, trellis_rect *out);

/* Every view's frame as it was before the most recent trellis_scene_layout, in view-index
 * order and root coordinates, laid out as trellis_scene_frames (zeros for a view that was not
 * installed then or did not exist yet). A host animates a change (set a constant, lay out)
 * by interpolating from these frames to trellis_scene_frames. After a layout that moved
 * nothing, they equal the frames.
 * Errors: TRELLIS_ERROR_ARGUMENT for NULL `out` or a `capacity` below the view count. */
trellis_status trellis_scene_previous_frames(const trellis_scene *s, trellis_rect *out, size_t capacity);

/* A view as a host needs it to draw it, as JSON owned by the scene and valid until the next
 * call on it:
 *   {"id":"stars","kind":"custom:Rating","properties":{"value":3.5,"tint":[0.2,0.4,1,1]},
 *    "text":null,"textStyle":null,"pointSize":null,"hidden":false,"installed":true}
 * "kind" is the document's kind ("label", "button", "custom:<Name>", ...); "properties" holds
 * a custom view's properties in document order, each resolved for the current size classes
 * (a property with no value for them is left out; other kinds have {}); "text" is the label's
 * text or button's title (null if none); "textStyle" the Dynamic Type style in effect (null
 * if none); "pointSize" the size a label's or titled button's text is measured and drawn at
 * (its text style's size for the current content size category, or its fixed size; null for
 * other views: a measure callback is not asked twice the same question, so a host cannot
 * learn the size from it); "hidden" and "installed" as for trellis_scene_set_hidden and
 * trellis_scene_is_installed.
 * Returns NULL, with the last error set, for a NULL scene or id (TRELLIS_ERROR_ARGUMENT's
 * message) and an unknown id. */
const char *trellis_scene_view_info(trellis_scene *s, const char *view_id);

/* ---------------------------------------------------------------------------------------
 * Raw solver: an incremental Cassowary solver with strict priority levels (kiwi-style).
 *
 * A constraint is  sum(coefficients[i] * vars[i]) + constant  RELATION  0  at a priority in
 * 1...1000; 1000 is required. Optional constraints are satisfied lexicographically by
 * priority: no number of violated constraints at priority p outweighs a single one at any
 * higher priority. Within one priority value the violations add up.
 * ------------------------------------------------------------------------------------- */

typedef struct trellis_solver trellis_solver;
typedef uint32_t trellis_var;
typedef uint32_t trellis_constraint;
typedef enum { TRELLIS_LE = -1, TRELLIS_EQ = 0, TRELLIS_GE = 1 } trellis_relation;

/* Creates an empty solver. *out receives the handle; free it with trellis_solver_free.
 * Errors: TRELLIS_ERROR_ARGUMENT (out NULL). */
trellis_status trellis_solver_new(trellis_solver **out);

/* Frees the solver and everything in it. NULL is a no-op. */
void trellis_solver_free(trellis_solver *s);

/* Creates a variable (initial value 0). `name` may be NULL; it is copied and used in
 * messages only. *out receives the variable's id, valid for this solver only.
 * Errors: TRELLIS_ERROR_ARGUMENT (solver or out NULL). */
trellis_status trellis_solver_new_variable(trellis_solver *s, const char *name, trellis_var *out);

/* Adds sum(coefficients[i]*vars[i]) + constant RELATION 0 at `priority` (1...1000).
 * `vars` and `coefficients` hold `count` entries (they may be NULL when count is 0; count
 * is at most 2^24); a variable may appear more than once (its coefficients add up).
 * *out receives the constraint's handle; `out` may be NULL when the caller never needs
 * it (the constraint can then not be removed).
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL arrays, NaN/infinite numbers, priority outside
 * 1...1000, bad relation), TRELLIS_ERROR_NOT_FOUND (unknown variable),
 * TRELLIS_ERROR_UNSATISFIABLE (a required constraint that contradicts the required
 * constraints already added; the solver is left exactly as it was).
 * The solution is re-optimised at once; call trellis_solver_update to publish it. */
trellis_status trellis_solver_add_constraint(trellis_solver *s, const trellis_var *vars,
                                             const double *coefficients, size_t count,
                                             double constant, trellis_relation relation,
                                             double priority, trellis_constraint *out);

/* Removes a constraint added earlier. TRELLIS_ERROR_NOT_FOUND if it is unknown (for
 * example, removed already); TRELLIS_ERROR_ARGUMENT for a NULL solver. */
trellis_status trellis_solver_remove_constraint(trellis_solver *s, trellis_constraint c);

/* Makes `v` an edit variable at `priority` (1...1000, but below 1000: an edit is never
 * required). Unlike kiwi (which starts at 0), the first suggestion is v's current value, so
 * adding an edit variable does not move anything; call trellis_solver_suggest_value to
 * move it.
 * Errors: TRELLIS_ERROR_STATE if `v` is an edit variable already, TRELLIS_ERROR_ARGUMENT
 * for a required or out-of-range priority (or a NULL solver), TRELLIS_ERROR_NOT_FOUND for
 * an unknown variable. */
trellis_status trellis_solver_add_edit_variable(trellis_solver *s, trellis_var v, double priority);

/* Stops `v` being an edit variable. TRELLIS_ERROR_STATE if it is not one,
 * TRELLIS_ERROR_NOT_FOUND for an unknown variable, TRELLIS_ERROR_ARGUMENT for a NULL
 * solver. */
trellis_status trellis_solver_remove_edit_variable(trellis_solver *s, trellis_var v);

/* Suggests a value for an edit variable; the solution is re-optimised at once (dual
 * simplex, touching only the rows that depend on it).
 * Errors: TRELLIS_ERROR_STATE if `v` is not an edit variable, TRELLIS_ERROR_ARGUMENT for
 * NaN or infinite values (or a NULL solver), TRELLIS_ERROR_NOT_FOUND for an unknown
 * variable. */
trellis_status trellis_solver_suggest_value(trellis_solver *s, trellis_var v, double value);

/* Publishes the current solution to trellis_solver_value. Only variables whose value may
 * have changed since the last update are visited. Errors: TRELLIS_ERROR_ARGUMENT (NULL). */
trellis_status trellis_solver_update(trellis_solver *s);

/* The value of `v` at the last trellis_solver_update (0 before the first). NaN for a NULL
 * solver or an unknown variable (and trellis_last_error() says which). */
double trellis_solver_value(const trellis_solver *s, trellis_var v);

/* The values of `count` variables at the last trellis_solver_update, in one call:
 * out[i] = trellis_solver_value(s, vars[i]). For hosts that mirror every variable (a
 * kiwisolver-style updateVariables publishes all of them). `vars` and `out` hold `count`
 * entries (they may be NULL when count is 0; count is at most 2^24).
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL solver or arrays, count too large),
 * TRELLIS_ERROR_NOT_FOUND (an unknown variable; the message names its index). On failure
 * nothing is written to `out`. */
trellis_status trellis_solver_values(const trellis_solver *s, const trellis_var *vars,
                                     size_t count, double *out);

/* Suggests values for `count` edit variables in one call, in order: the same as calling
 * trellis_solver_suggest_value(s, vars[i], values[i]) for i = 0, 1, ... (a variable may
 * appear more than once; its last value wins). For hosts that suggest many edit values
 * before they next read the solution. `vars` and `values` hold `count` entries (they may
 * be NULL when count is 0; count is at most 2^24).
 * Every entry is checked before the first suggestion is made, so a refused call changes
 * nothing: TRELLIS_ERROR_ARGUMENT (NULL solver or arrays, count too large, NaN/infinite
 * value), TRELLIS_ERROR_NOT_FOUND (unknown variable), TRELLIS_ERROR_STATE (not an edit
 * variable); the message names the index. (Only a numerical breakdown inside the solver,
 * TRELLIS_ERROR_STATE as for trellis_solver_suggest_value, can stop the call part-way; the
 * message then names the index of the suggestion that failed.) */
trellis_status trellis_solver_suggest_values(trellis_solver *s, const trellis_var *vars,
                                             const double *values, size_t count);

#ifdef __cplusplus
}
#endif

#endif /* TRELLIS_H */
