"""Batched geometry for the 3D view: many boxes, spheres, bars or outlines as one array each.

Pure numpy. Each function returns plain arrays that one pyqtgraph item draws in a single call, so
a 4×4×4×4 board costs a handful of draw calls, not one per cell. Lighting is baked into the
vertex colours from a fixed light above and in front of the board, so the items can use the
plain colour shader; the board's stones take the same light (LIGHT, AMBIENT, HALFWAY, SHINE,
SHININESS) per pixel in the 3D view's ball shader (app/widgets/board/lit_balls.py).
"""

from __future__ import annotations

import numpy as np

from app.scene import camera

LIGHT = np.array([0.35, -0.55, 0.76]) / np.linalg.norm([0.35, -0.55, 0.76])
AMBIENT = 0.5
_VIEWER = camera.toward_viewer(camera.DEFAULT_ELEVATION, camera.DEFAULT_AZIMUTH)
HALFWAY = (LIGHT + _VIEWER) / np.linalg.norm(LIGHT + _VIEWER)
"""Between the light and the default camera: a surface facing it shows the light's highlight."""
SHINE = 0.55
SHININESS = 18.0
"""How bright and how tight the highlight on a rounded solid is (none on flat-lit faces, whose
normals are the face's own)."""

# The six faces of a unit box as (normal, four corners) with corners in ±1.
_FACE_NORMALS = np.array(
    [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]], dtype=float
)


def _box_template() -> tuple[np.ndarray, np.ndarray]:
    corners = []
    for normal in _FACE_NORMALS:
        axis = int(np.argmax(np.abs(normal)))
        u, v = [a for a in range(3) if a != axis]
        face = []
        for su, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            corner = normal.copy()
            corner[u], corner[v] = su, sv
            face.append(corner)
        # Counter-clockwise seen from outside, so back faces can be culled.
        if np.cross(face[1] - face[0], face[2] - face[0]) @ normal < 0:
            face.reverse()
        corners.extend(face)
    return np.array(corners), np.repeat(_FACE_NORMALS, 4, axis=0)


_BOX_CORNERS, _BOX_NORMALS = _box_template()
_BOX_FACES = np.array(
    [[f * 4, f * 4 + 1, f * 4 + 2] for f in range(6)]
    + [[f * 4, f * 4 + 2, f * 4 + 3] for f in range(6)]
)

# The 12 edges of a box as pairs of corner signs.
_EDGE_SIGNS = np.array(
    [
        [a, b]
        for a in np.array(np.meshgrid([-1, 1], [-1, 1], [-1, 1], indexing="ij")).reshape(3, -1).T
        for b in np.array(np.meshgrid([-1, 1], [-1, 1], [-1, 1], indexing="ij")).reshape(3, -1).T
        if np.sum(a != b) == 1 and tuple(a) < tuple(b)
    ],
    dtype=float,
)


def _sphere_template(rows: int = 8, cols: int = 14) -> tuple[np.ndarray, np.ndarray]:
    """A unit sphere of `rows` bands of `cols` quads, one vertex at each pole: the bands next
    to the poles are fans of triangles, with no zero-area ones for the GL to set up (a full
    19×19×19 board draws 6,859 spheres). Counter-clockwise seen from outside."""
    phi = np.linspace(0.0, np.pi, rows + 1)[1:-1]
    theta = np.linspace(0.0, 2 * np.pi, cols, endpoint=False)
    p, t = np.meshgrid(phi, theta, indexing="ij")
    ring = np.stack([np.sin(p) * np.cos(t), np.sin(p) * np.sin(t), np.cos(p)], axis=-1)
    points = np.concatenate([[[0.0, 0.0, 1.0]], ring.reshape(-1, 3), [[0.0, 0.0, -1.0]]])
    bottom = len(points) - 1

    def at(r: int, c: int) -> int:  # the point of ring r (0 = the top pole) and column c
        return 0 if r == 0 else bottom if r == rows else 1 + (r - 1) * cols + c % cols

    faces = []
    for r in range(rows):
        for c in range(cols):
            a, b = at(r, c), at(r, c + 1)
            if r > 0:
                faces.append([a, at(r + 1, c), b])
            if r < rows - 1:
                faces.append([b, at(r + 1, c), at(r + 1, c + 1)])
    return points, np.array(faces)


# Fine enough that the highlight, worked out per vertex, reads as a spot and not a facet.
_SPHERE_POINTS, _SPHERE_FACES = _sphere_template(10, 18)
_COARSE_POINTS, _COARSE_FACES = _sphere_template(3, 6)
MANY_SPHERES = 2000
"""Above this many stones (a full 19×19×19 board has 6,859) each is drawn with a sixth of the
triangles: they are a few pixels across there, and the fine meshes cost hundreds of MB."""


def _lit(normals: np.ndarray, colours: np.ndarray, count: int, shine: float = 0.0) -> np.ndarray:
    """RGBA per vertex of `count` copies of a template whose vertices have `normals`, each copy
    in its own colour (`colours`: one RGB(A) for all or one per copy), lit by LIGHT, with a
    white highlight of strength `shine` where a surface faces HALFWAY (a ball reads as round).
    The same lighting is worked out once per template vertex, not once per vertex of the batch
    (a full 19×19×19 board has 6,859 stones)."""
    light = AMBIENT + (1 - AMBIENT) * np.clip(normals @ LIGHT, 0.0, 1.0)
    glint = shine * np.clip(normals @ HALFWAY, 0.0, 1.0) ** SHININESS
    rgba = _rgba(colours, count)
    shaded = np.empty((count, len(normals), 4))
    lit = rgba[:, None, :3] * light[None, :, None]
    shaded[:, :, :3] = np.clip(lit + (1.0 - lit) * glint[None, :, None], 0.0, 1.0)
    shaded[:, :, 3] = rgba[:, None, 3]
    return shaded.reshape(-1, 4)


def _place(template: np.ndarray, scale: float, centres: np.ndarray) -> np.ndarray:
    """The vertices of a copy of `template`, scaled by `scale`, round each of `centres`."""
    placed: np.ndarray = template[None] * scale + np.asarray(centres, dtype=float)[:, None, :]
    return placed.reshape(-1, 3)


def _faces(faces: np.ndarray, size: int, count: int) -> np.ndarray:
    """The triangles of `count` copies of a template of `size` vertices with `faces`."""
    offsets = (np.arange(count) * size)[:, None, None]
    return (faces[None] + offsets).reshape(-1, 3).astype(np.uint32)


def _rgba(colours: np.ndarray, count: int) -> np.ndarray:
    colours = np.asarray(colours, dtype=float)
    if colours.ndim == 1:
        colours = np.broadcast_to(colours, (count, len(colours)))
    if colours.shape[1] == 3:
        colours = np.hstack([colours, np.ones((count, 1))])
    return colours


def boxes(
    centres: np.ndarray, half: float, colours: np.ndarray, shaded: bool = True
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices, faces, vertex colours) of axis-aligned cubes of half size `half`.

    `colours` is one RGB(A) for all or one per cube.
    """
    count = len(centres)
    faces = _faces(_BOX_FACES, len(_BOX_CORNERS), count)
    vertices = _place(_BOX_CORNERS, half, centres)
    if shaded:
        return vertices, faces, _lit(_BOX_NORMALS, colours, count)
    return vertices, faces, np.repeat(_rgba(colours, count), len(_BOX_CORNERS), axis=0)


def spheres(
    centres: np.ndarray, radius: float, colours: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices, faces, vertex colours) of lit spheres; `colours` one RGB(A) or one each."""
    count = len(centres)
    template, template_faces = (
        (_COARSE_POINTS, _COARSE_FACES) if count > MANY_SPHERES else (_SPHERE_POINTS, _SPHERE_FACES)
    )
    faces = _faces(template_faces, len(template), count)
    # A unit sphere's points are their own normals.
    return _place(template, radius, centres), faces, _lit(template, colours, count, SHINE)


def bars(
    starts: np.ndarray, ends: np.ndarray, half: np.ndarray | float, colours: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices, faces, vertex colours) of square-section bars from `starts` to `ends`.

    Flat colours: the bars are drawn over everything, so a lit back face must not show through
    a darker front face.
    """
    count = len(starts)
    half = np.broadcast_to(np.asarray(half, dtype=float), (count,))[:, None]
    along = ends - starts
    length = np.linalg.norm(along, axis=1, keepdims=True)
    # A degenerate bar (one cell) points up, so it still shows as a short post.
    along = np.where(length > 1e-9, along / np.maximum(length, 1e-9), [0.0, 0.0, 1.0])
    helper = np.where(np.abs(along[:, 2:3]) < 0.9, [[0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0]])
    side = np.cross(along, helper)
    side /= np.linalg.norm(side, axis=1, keepdims=True)
    up = np.cross(along, side)
    corners = []
    for end in (starts, ends):
        for s, u in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            corners.append(end + (s * side + u * up) * half)
    vertices = np.stack(corners, axis=1).reshape(-1, 3)
    quad = [[0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]]
    caps = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7]]
    faces = _faces(np.array(quad + caps), 8, count)
    per_vertex = np.repeat(_rgba(colours, count), 8, axis=0)
    return vertices, faces, per_vertex


def box_edges(centres: np.ndarray, half: float | np.ndarray) -> np.ndarray:
    """Segment end points (for a 'lines' plot) of the 12 edges of each box: (n * 24, 3).

    `half` is one half size for all, or per box a half size or (x, y, z) half sizes.
    """
    centres = np.asarray(centres, dtype=float).reshape(-1, 3)
    half_array = np.asarray(half, dtype=float)
    if half_array.ndim < 2:
        half_array = np.broadcast_to(half_array.reshape(-1, 1), (len(centres), 3))
    edges: np.ndarray = _EDGE_SIGNS[None] * half_array[:, None, None, :] + centres[:, None, None, :]
    return edges.reshape(-1, 3)


def grid_lines(
    low: np.ndarray, high: np.ndarray, axes: tuple[int, int], steps: tuple[int, int]
) -> np.ndarray:
    """Segment end points of a grid on the rectangle from `low` to `high` spanned by `axes`,
    with `steps` cells along each: the inner lines between cells."""
    segments = []
    for which in (0, 1):
        axis, other = axes[which], axes[1 - which]
        for i in range(1, steps[which]):
            a = low.copy()
            a[axis] = low[axis] + (high[axis] - low[axis]) * i / steps[which]
            b = a.copy()
            b[other] = high[other]
            segments.extend([a, b])
    return np.array(segments).reshape(-1, 3)


def _flat_template(corners: np.ndarray, faces: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A polyhedron with a vertex per face corner, so each face is lit flat: (points,
    normals), three rows per face, counter-clockwise seen from outside."""
    points, normals = [], []
    for face in faces:
        a, b, c = corners[face]
        normal = np.cross(b - a, c - a)
        if normal @ (a + b + c) < 0:  # keep the winding facing outwards
            b, c = c, b
            normal = -normal
        points.extend([a, b, c])
        normals.extend([normal / np.linalg.norm(normal)] * 3)
    return np.array(points), np.array(normals)


_OCTAHEDRON = _flat_template(
    np.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]], dtype=float),
    np.array([[a, b, c] for a in (0, 1) for b in (2, 3) for c in (4, 5)]),
)
_SPIKE = _flat_template(
    # A three-sided pyramid standing on its base: the slice panel's triangle, in 3D.
    np.array([[np.cos(t), np.sin(t), -0.75] for t in np.radians([90, 210, 330])] + [[0, 0, 1.0]]),
    np.array([[0, 1, 2], [0, 1, 3], [1, 2, 3], [2, 0, 3]]),
)


def solids(
    kind: str, centres: np.ndarray, radius: float, colours: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(vertices, faces, vertex colours) of lit solids of one `kind` ("ball", "cube",
    "octahedron", "spike") that fit in a ball of `radius` round each centre."""
    if kind == "ball":
        return spheres(centres, radius, colours)
    if kind == "cube":
        return boxes(centres, radius * 0.75, colours)
    points, normals = _OCTAHEDRON if kind == "octahedron" else _SPIKE
    count = len(centres)
    faces = _faces(np.arange(len(points)).reshape(-1, 3), len(points), count)
    return _place(points, radius, centres), faces, _lit(normals, colours, count)


def join(
    parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]],
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One mesh of several: vertices and colours stacked, faces renumbered."""
    if not parts:
        return np.zeros((0, 3)), np.zeros((0, 3), dtype=np.uint32), np.zeros((0, 4))
    offsets = np.cumsum([0] + [len(v) for v, _, _ in parts[:-1]])
    return (
        np.concatenate([v for v, _, _ in parts]),
        np.concatenate([f + o for (_, f, _), o in zip(parts, offsets, strict=True)]).astype(
            np.uint32
        ),
        np.concatenate([c for _, _, c in parts]),
    )
