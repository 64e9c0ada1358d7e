"""The 3D view and what both board views share: the camera, GL guards, painting and marks."""
