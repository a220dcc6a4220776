"""Merging the records two tabs of the site write: the settings and the statistics, entry by entry.

Each tab keeps its copy of a record in memory and writes it whole; another tab's write reaches it a
moment later (the page forwards the browser's storage events), so whichever write lands last would
undo the other.  Instead each record carries, beside its ``body``, when each entry last changed
(``"changed": {entry: milliseconds}``, stamped by :func:`stamp` as a tab writes it: a setting, or one
game's statistics under one rule set); :func:`merge` keeps, entry by entry, the latest change (a
removed entry, i.e. reset statistics, is a change too: its time stays in ``changed``), and a tab
that holds a change the stored record lacks writes the merge back.

Why that is enough: an entry of the statistics changes only in the tab that plays its game (one tab
at a time: :mod:`pyapp.ui.tabs`) or by a reset, a setting only by a click; each change is made on
top of the latest one that tab has seen, so the latest change of an entry carries the earlier ones.
The merge is commutative, associative and idempotent: whatever order the writes arrive in, every
tab ends with the same record, and a finished game counted in one tab survives another tab writing
its statistics later.  Readers that know nothing of ``changed`` (older versions, ``web/boot.js``)
read the body as before.
"""

from __future__ import annotations

import json
from typing import Any

from pyapp.ui.profile import StoredDataError, stored_value

CHANGED = "changed"
LATEST = 2**53
"""Milliseconds a stamp is under (the largest whole number JavaScript holds exactly: year 285,616)."""
ABSENT = object()  # an entry a record does not hold (never written, or removed)


def _parts(text: str | None) -> tuple[Any, dict[str, Any], dict[str, int]] | None:
    """(version, body, changed) of a record's text; None when it is not a record (read as the
    profile reads one: its size, depth and numbers checked before it is parsed); a time that is not
    a whole number of milliseconds after 1970 and before :data:`LATEST` is left out."""
    if text is None:
        return None
    try:
        record = stored_value(text, "record")
    except StoredDataError:
        return None
    if not isinstance(record, dict) or not isinstance(record.get("body"), dict):
        return None
    changed = record.get(CHANGED)
    times = {str(entry): time for entry, time in changed.items() if type(time) is int and 0 < time < LATEST} \
        if isinstance(changed, dict) else {}
    return record.get("version"), record["body"], times


def _text(version: Any, body: dict[str, Any], changed: dict[str, int]) -> str:
    return json.dumps({"version": version, "body": body, CHANGED: dict(sorted(changed.items()))},
                      separators=(",", ":"), ensure_ascii=False)


def _order(value: Any) -> str:
    """A total order of values for ties (two changes of one entry in the same millisecond)."""
    return "" if value is ABSENT else json.dumps(value, sort_keys=True, ensure_ascii=False)


def stamp(before: str | None, after: str, now: int) -> str:
    """*after* (a record this tab is about to write in place of *before*) with the entries that
    differ from *before* stamped *now* (milliseconds; later than any stamp they had, should the
    clock have gone back) and the others keeping their stamps.  A text that is not a record
    comes back as it is.

    >>> first = stamp(None, '{"version":1,"body":{"speed":"fast"}}', 5)
    >>> first
    '{"version":1,"body":{"speed":"fast"},"changed":{"speed":5}}'
    >>> stamp(first, '{"version":1,"body":{"speed":"fast","sound":false}}', 9)
    '{"version":1,"body":{"speed":"fast","sound":false},"changed":{"sound":9,"speed":5}}'
    """
    new = _parts(after)
    if new is None:
        return after
    version, body, _ = new
    old = _parts(before)
    old_body, old_changed = (old[1], old[2]) if old is not None and old[0] == version else ({}, {})
    changed = dict(old_changed)
    for entry in {*body, *old_body}:
        if body.get(entry, ABSENT) != old_body.get(entry, ABSENT):
            changed[entry] = max(now, old_changed.get(entry, 0) + 1)
    return _text(version, body, changed)


def merge(mine: str | None, theirs: str | None) -> str | None:
    """The record made of *mine* and *theirs* (two tabs' copies), each entry taken from the copy
    that changed it last.  When only one is a record, that one; when the versions differ, the
    higher version's (a newer tab's record is not this version's to read).

    >>> mine = '{"version":1,"body":{"sound":false,"speed":"slow"},"changed":{"sound":7,"speed":2}}'
    >>> theirs = '{"version":1,"body":{"sound":true,"speed":"fast"},"changed":{"sound":3,"speed":8}}'
    >>> merge(mine, theirs)
    '{"version":1,"body":{"sound":false,"speed":"fast"},"changed":{"sound":7,"speed":8}}'
    """
    ours, other = _parts(mine), _parts(theirs)
    if ours is None or other is None:
        return theirs if ours is None else mine
    if ours[0] != other[0]:
        higher = max((ours[0], mine), (other[0], theirs),
                     key=lambda pair: pair[0] if type(pair[0]) is int else -1)
        return higher[1]
    version, body_a, changed_a = ours
    _, body_b, changed_b = other
    body: dict[str, Any] = {}
    changed: dict[str, int] = {}
    for entry in [*body_a, *(entry for entry in body_b if entry not in body_a),
                  *sorted({*changed_a, *changed_b} - {*body_a, *body_b})]:
        time_a, time_b = changed_a.get(entry, 0), changed_b.get(entry, 0)
        value_a, value_b = body_a.get(entry, ABSENT), body_b.get(entry, ABSENT)
        value = value_a if (time_a, _order(value_a)) >= (time_b, _order(value_b)) else value_b
        if value is not ABSENT:
            body[entry] = value
        if max(time_a, time_b):
            changed[entry] = max(time_a, time_b)
    return _text(version, body, changed)


def same(first: str | None, second: str | None) -> bool:
    """Whether two texts hold the same record (the order of the entries aside)."""
    if first is None or second is None:
        return first is second
    try:
        return bool(stored_value(first, "record") == stored_value(second, "record"))
    except StoredDataError:
        return first == second
