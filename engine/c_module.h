/* What the engine's C extension modules share (engine/game_core.c and the search kernel in
 * engine/ai/_kernel): creating a module together with the Python types it defines. */
#ifndef HYPERROW_C_MODULE_H
#define HYPERROW_C_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

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
