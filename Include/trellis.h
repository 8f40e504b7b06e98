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
 * Threads: a solver is used by one thread at a time; different solvers may be used on
 * different threads at once.
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

/* ---------------------------------------------------------------------------------------
 * Documents: trellis/1 JSON layout documents (CONTRACT.md §3). Immutable once loaded; a
 * document may be shared by scenes on several threads.
 * ------------------------------------------------------------------------------------- */

typedef struct trellis_document trellis_document;

/* Parses a document from `length` bytes of UTF-8 JSON, or of the compiled form that
 * `trellis-cli compile` and trellis_document_compile write (recognised by its first bytes;
 * it holds the documents it references, already validated and parsed, and loads several
 * times faster). A JSON document with "references" to other files must be loaded with
 * trellis_document_load_file.
 * Errors: TRELLIS_ERROR_PARSE (not JSON; a truncated, damaged or other-version compiled
 * document), TRELLIS_ERROR_SCHEMA (not a valid document); the message starts with the
 * JSON path, e.g.
 * `$.scenes[0].root.subviews[2].axis: expected "horizontal" or "vertical", got "diagonal"`. */
trellis_status trellis_document_load(const char *json, size_t length, trellis_document **out);

/* Loads a document file, JSON or compiled; "references" resolve relative to the file's
 * folder. Only regular files are read: a FIFO, device or socket (here or referenced) is
 * refused before it is opened, so a document cannot make its host wait on a pipe.
 * Errors as trellis_document_load, plus TRELLIS_ERROR_IO. */
trellis_status trellis_document_load_file(const char *path, trellis_document **out);

/* The compiled form of a loaded document (what `trellis-cli compile` writes), for a host
 * that caches documents: it writes at most `capacity` bytes to `buffer` (which may be
 * NULL when `capacity` is 0) and sets *length to the full size; call it with a buffer of
 * that size to get all of it. TRELLIS_ERROR_ARGUMENT if the buffer was too small (*length
 * still says how much is needed) or a pointer is NULL. */
trellis_status trellis_document_compile(const trellis_document *doc, unsigned char *buffer, size_t capacity,
                                        size_t *length);

/* Frees a document. Scenes made from it stay valid. NULL is a no-op. */
void trellis_document_free(trellis_document *doc);

/* The number of scenes, and the id of scene `index` (NULL if out of range). The strings
 * live as long as the document. */
size_t trellis_document_scene_count(const trellis_document *doc);
const char *trellis_document_scene_id(const trellis_document *doc, size_t index);

/* The document's segues as JSON: [{"scene","id","from","to","kind"}, ...]. The string
 * lives as long as the document. */
const char *trellis_document_segues(const trellis_document *doc);

/* ---------------------------------------------------------------------------------------
 * Scenes: one live layout. Used by one thread at a time; many scenes may run on many
 * threads. Changes take effect at the next trellis_scene_layout.
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

/* Instantiates scene `scene_id` of `doc` (NULL: the document's initialScene) and lays it
 * out once at size 0 x 0. */
trellis_status trellis_scene_new(const trellis_document *doc, const char *scene_id, trellis_scene **out);

/* Frees a scene. NULL is a no-op. */
void trellis_scene_free(trellis_scene *scene);

/* Environment. The root view's frame is (0, 0, width, height); the size holds above every
 * optional priority, so only required constraints can fight it. Default 0 x 0. */
trellis_status trellis_scene_set_size(trellis_scene *s, double width, double height);
trellis_status trellis_scene_set_size_classes(trellis_scene *s, trellis_size_class horizontal,
                                              trellis_size_class vertical);
trellis_status trellis_scene_set_layout_direction(trellis_scene *s, trellis_layout_direction d);
/* "extraSmall", "small", "medium", "large" (default), "extraLarge", "extraExtraLarge",
 * "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
 * "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
 * "accessibilityExtraExtraExtraLarge". */
trellis_status trellis_scene_set_content_size_category(trellis_scene *s, const char *category);
/* Pixel rounding: each edge is rounded to the nearest 1/scale. 0 (default) = no rounding. */
trellis_status trellis_scene_set_display_scale(trellis_scene *s, double scale);

/* Pushes every change made since the last layout into the solver and updates the frames.
 * Cheap when nothing changed. Conflicting required constraints are not an error: the one
 * added last among them is broken and reported by trellis_scene_diagnostics. */
trellis_status trellis_scene_layout(trellis_scene *s);

/* Views are indexed in document order (depth first), installed or not; inserted views are
 * appended; removing a view renumbers the views after it. view_id returns NULL when out
 * of range; the string stays valid until views are inserted or removed. */
size_t trellis_scene_view_count(const trellis_scene *s);
const char *trellis_scene_view_id(const trellis_scene *s, size_t index);

/* A view's frame as of the last layout, in its superview's / the root view's coordinates.
 * TRELLIS_ERROR_STATE for a view not installed for the current traits. */
trellis_status trellis_scene_frame(const trellis_scene *s, const char *view_id, trellis_rect *out);
trellis_status trellis_scene_frame_in_root(const trellis_scene *s, const char *view_id, trellis_rect *out);

/* All frames in view-index order, root coordinates, zeros for uninstalled views. `out`
 * holds `capacity` rects; TRELLIS_ERROR_ARGUMENT if it is smaller than the view count. */
trellis_status trellis_scene_frames(const trellis_scene *s, trellis_rect *out, size_t capacity);

/* The indices of the views whose frame changed in the last layout, in its superview's or
 * in the root's coordinates (installing or uninstalling counts). Writes up to `capacity` indices (indices may be NULL with capacity
 * 0) and returns how many there are. */
size_t trellis_scene_changed_views(const trellis_scene *s, size_t *indices, size_t capacity);

/* 1 if the view is in the hierarchy for the current traits (a hidden view in a stack is),
 * 0 if it is not, -1 for an unknown id. */
int trellis_scene_is_installed(const trellis_scene *s, const char *view_id);

/* Incremental changes. `hidden` outside stacks only tells the host not to draw the view. */
trellis_status trellis_scene_set_hidden(trellis_scene *s, const char *view_id, int hidden);
/* -1 in an axis means no intrinsic metric there. */
trellis_status trellis_scene_set_intrinsic_size(trellis_scene *s, const char *view_id, double width, double height);
trellis_status trellis_scene_set_text(trellis_scene *s, const char *view_id, const char *utf8);
trellis_status trellis_scene_set_constant(trellis_scene *s, const char *constraint_id, double constant);
/* 1...1000; switching between required (1000) and optional is TRELLIS_ERROR_STATE, as in UIKit. */
trellis_status trellis_scene_set_priority(trellis_scene *s, const char *constraint_id, double priority);
trellis_status trellis_scene_set_active(trellis_scene *s, const char *constraint_id, int active);
/* Any constraint form of the document format: a JSON string holding an equation, or an
 * object ({"id": ..., "eq": ..., "constant": ..., "priority": ...}). */
trellis_status trellis_scene_add_constraint(trellis_scene *s, const char *constraint_json);
trellis_status trellis_scene_remove_constraint(trellis_scene *s, const char *constraint_id);
/* Instantiates another scene's root (ids become "<prefix>.<id>"; NULL or "" keeps them) and
 * inserts it as subview (arranged subview, for stacks and groups) number `index` of
 * `parent_id`. `scene_id` may also name a dock view of this scene's own scene. */
trellis_status trellis_scene_insert_scene(trellis_scene *s, const char *parent_id, size_t index,
                                          const trellis_document *doc, const char *scene_id,
                                          const char *id_prefix);
/* Removes a view, its subtree and every constraint that mentions them. */
trellis_status trellis_scene_remove_view(trellis_scene *s, const char *view_id);

/* Text measurement by the host. Without a callback the default measurer of CONTRACT.md §4
 * is used (width 0.6*p per character, line height 1.25*p). max_width is INFINITY when the
 * text is unconstrained. Return 0 on success; on failure (or a negative or non-finite
 * result) the scene falls back to the default measurer for that text. `fn` NULL restores
 * the default measurer. */
typedef struct { double width, height, first_baseline, last_baseline; } trellis_measurement;
typedef int (*trellis_measure_fn)(void *user, const char *view_id, const char *text,
                                  double point_size, double max_width, trellis_measurement *out);
trellis_status trellis_scene_set_measure(trellis_scene *s, trellis_measure_fn fn, void *user);

/* Self-sizing: the smallest size of view_id's subtree for a given width (NAN = free),
 * computed from the subtree's own constraints only (not its superview's, not the scene
 * size), like UIKit's systemLayoutSizeFitting at fittingSizeLevel (50). Wrapping labels
 * are measured again at their solved width. */
trellis_status trellis_scene_fitting_size(trellis_scene *s, const char *view_id, double width, trellis_size *out);

/* Diagnostics as JSON owned by the scene, valid until the next call on it:
 * {"unsatisfiable":[{"broken":"<constraint>","conflict":["<constraint>",...]}],
 *  "ambiguous":[{"view":"id","attributes":["x","width",...]}]}
 * (a constraint is named by its id, or its equation text when it has none). */
const char *trellis_scene_diagnostics(trellis_scene *s);

/* JSON list of the constraints that determine the view on that axis (0 horizontal,
 * 1 vertical), owned by the scene, valid until the next call on it. NULL on error. */
const char *trellis_scene_constraints_affecting(trellis_scene *s, const char *view_id, int axis);

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

/* Creates an empty solver. *out receives the handle; free it with trellis_solver_free. */
trellis_status trellis_solver_new(trellis_solver **out);

/* Frees the solver and everything in it. NULL is a no-op. */
void trellis_solver_free(trellis_solver *s);

/* Creates a variable (initial value 0). `name` may be NULL; it is copied and used in
 * messages only. *out receives the variable's id, valid for this solver only. */
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
 * example, removed already). */
trellis_status trellis_solver_remove_constraint(trellis_solver *s, trellis_constraint c);

/* Makes `v` an edit variable at `priority` (1...1000, but below 1000: an edit is never
 * required). Unlike kiwi (which starts at 0), the first suggestion is v's current value, so
 * adding an edit variable does not move anything; call trellis_solver_suggest_value to
 * move it.
 * Errors: TRELLIS_ERROR_STATE if `v` is an edit variable already, TRELLIS_ERROR_ARGUMENT
 * for a required or out-of-range priority. */
trellis_status trellis_solver_add_edit_variable(trellis_solver *s, trellis_var v, double priority);

/* Stops `v` being an edit variable. TRELLIS_ERROR_STATE if it is not one. */
trellis_status trellis_solver_remove_edit_variable(trellis_solver *s, trellis_var v);

/* Suggests a value for an edit variable; the solution is re-optimised at once (dual
 * simplex, touching only the rows that depend on it).
 * Errors: TRELLIS_ERROR_STATE if `v` is not an edit variable, TRELLIS_ERROR_ARGUMENT for
 * NaN or infinite values. */
trellis_status trellis_solver_suggest_value(trellis_solver *s, trellis_var v, double value);

/* Publishes the current solution to trellis_solver_value. Only variables whose value may
 * have changed since the last update are visited. */
trellis_status trellis_solver_update(trellis_solver *s);

/* The value of `v` at the last trellis_solver_update (0 before the first). NaN for a NULL
 * solver or an unknown variable (and trellis_last_error() says which). */
double trellis_solver_value(const trellis_solver *s, trellis_var v);

#ifdef __cplusplus
}
#endif

#endif /* TRELLIS_H */
