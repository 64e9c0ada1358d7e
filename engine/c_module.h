/* What the engine's C extension modules share (engine/game_core.c and the search kernel in
 * engine/ai/_kernel): creating a module together with the Python types it defines. */
#ifndef HYPERROW_C_MODULE_H
#define HYPERROW_C_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* The fields of a plain type of these modules, for the start of its PyTypeObject: the C struct
 * `object`, filled from Python's arguments by `init` and freed by `dealloc`; not subclassable, not
 * tracked by the cycle collector (nothing it holds can lead back to it). */
#define PLAIN_TYPE(full_name, object, dealloc, init, doc)                                          \
    PyVarObject_HEAD_INIT(NULL, 0)                                                               \
    .tp_name = (full_name), .tp_basicsize = sizeof(object), .tp_dealloc = (destructor)(dealloc), \
    .tp_flags = Py_TPFLAGS_DEFAULT, .tp_doc = (doc), .tp_init = (initproc)(init),                \
    .tp_new = PyType_GenericNew

/* 0 when `low <= value <= high`; else -1 with a ValueError saying which argument, its value and
 * the range the module takes. */
static inline int check_range(const char *name, long value, long low, long high) {
    if (value >= low && value <= high) return 0;
    PyErr_Format(PyExc_ValueError, "%s: %ld, expected %ld to %ld", name, value, low, high);
    return -1;
}

/* A new module `name` (single-phase, no functions of its own; `def`, the caller's static, is
 * filled in to describe it) holding each type of the NULL-terminated `types` (readied first)
 * under the last part of its tp_name; NULL with the exception set if any step fails. */
static inline PyObject *module_with_types(PyModuleDef *def, const char *name, const char *doc,
                                          PyTypeObject *const *types) {
    PyModuleDef filled = {PyModuleDef_HEAD_INIT, .m_name = name, .m_doc = doc, .m_size = -1};
    *def = filled;
    for (PyTypeObject *const *type = types; *type != NULL; type++) {
        if (PyType_Ready(*type) < 0) return NULL;
    }
    PyObject *module = PyModule_Create(def);
    if (module == NULL) return NULL;
    for (PyTypeObject *const *type = types; *type != NULL; type++) {
        const char *dot = strrchr((*type)->tp_name, '.');
        Py_INCREF(*type);
        /* PyModule_AddObject takes the reference only when it succeeds. */
        if (PyModule_AddObject(module, dot ? dot + 1 : (*type)->tp_name, (PyObject *)*type) < 0) {
            Py_DECREF(*type);
            Py_DECREF(module);
            return NULL;
        }
    }
    return module;
}

#endif
