/*
 * IdentityMap: an open-addressing hash map from object identity (PyObject *) to a 64-bit
 * value, for the solver's bookkeeping (variable -> libtrellis id, constraint -> handle,
 * edit variable -> strength).
 *
 * kiwi's Variable, Term and Expression define == to build constraints, so they cannot be
 * dict keys by value; identity is what the solver needs anyway, and a C table avoids
 * boxing ids in Python ints. Linear probing with backward-shift deletion (no tombstones).
 * The map holds no references: its owner increments and decrements them.
 */
#ifndef TRELLIS_SOLVER_IDENTITY_MAP_H
#define TRELLIS_SOLVER_IDENTITY_MAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    void *key;        /* NULL = empty slot */
    uint64_t value;
} IdentityMapEntry;

typedef struct {
    IdentityMapEntry *entries;
    size_t capacity;  /* 0 or a power of two */
    size_t count;
} IdentityMap;

/* 1 and *value set when found, else 0. */
int identity_map_get(const IdentityMap *map, const void *key, uint64_t *value);
/* Inserts or replaces. 0, or -1 when memory ran out (the map is unchanged). */
int identity_map_put(IdentityMap *map, void *key, uint64_t value);
/* 1 (and *value, when not NULL) when the key was there and is now gone, else 0. */
int identity_map_remove(IdentityMap *map, const void *key, uint64_t *value);
/* Forgets every entry and frees the storage. */
void identity_map_clear(IdentityMap *map);

/* Iteration: for (size_t i = 0; i < map.capacity; i++) if (map.entries[i].key) ... */

#endif
