"""Bot protocols: one module per game, ``view_from_request(obj) -> View`` and
``action_to_json(action) -> dict``, served line by line by :mod:`pyapp.bot`."""
