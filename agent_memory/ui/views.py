"""What the review page shows, as plain data: the queue, a filtered list, one memory, the stats.

Every value is data for the page's script, which puts it in the page as text (never as HTML).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from .. import checks
from ..config import Config
from ..errors import InvalidInputError, NotFoundError, quoted
from ..model import MemoryEntry, check_namespace, parse_iso

if TYPE_CHECKING:
    from ..memory import Memory

LIST_LIMIT = 500  # memories one list answer holds at most; the page asks for the next ones
_WEEKS = 12
_FORECAST_DAYS = 14


def forecast(config: Config, entry: MemoryEntry) -> tuple[str, datetime] | None:
    """The prune rule that will first condemn ``entry`` as it stands, and from when: the
    moment after which ``prune.Rules(config, moment).reason`` names it. None: none ever will
    (its importance is critical)."""
    p = config.pruning
    if entry.importance >= p.critical_importance:
        return None
    created = parse_iso(entry.created_at)
    room = config.rooms.get(entry.room)
    due = []  # in the order prune.Rules charges them: the first wins a tie
    if not entry.execution_verified:
        due.append(("unverified", created + timedelta(days=p.unverified_retention_days)))
    if entry.access_count < p.low_frequency_threshold:
        due.append(("low_frequency", created + timedelta(days=p.low_frequency_days)))
    due.append(("retention", created + timedelta(days=room.retention_days if room else p.default_retention_days)))
    return min(due, key=lambda item: item[1])


def source_group(source: str | None) -> str:
    """The kind of writer a source names: ``session`` (sediment), ``digest``, ``hook``, ... ;
    ``by hand`` when none was recorded."""
    if not source:
        return "by hand"
    head = source.replace(":", " ").split()[0].lower()
    return head or "by hand"


def card(config: Config, entry: MemoryEntry, now: datetime) -> dict[str, object]:
    """A memory as the page shows it, with what prune will do to it."""
    data = entry.to_dict()
    data["namespace"] = entry.namespace
    data["group"] = source_group(entry.source)
    due = forecast(config, entry)
    if due is None:
        data["prune"] = None
    else:
        reason, when = due
        days = (when - now).total_seconds() / 86400
        data["prune"] = {"reason": reason, "at": when.isoformat(), "days": round(days, 2), "due": days <= 0}
    return data


def _entries(memory: Memory) -> list[MemoryEntry]:
    """Every memory this page may see, newest first."""
    entries = [
        entry for entry in memory.store.iter_entries() if memory.all_namespaces or entry.namespace == memory.namespace
    ]
    entries.sort(key=lambda entry: (entry.created_at, entry.id), reverse=True)
    return entries


def queue(memory: Memory) -> dict[str, object]:
    """The unverified memories, newest first, grouped by the kind of source that wrote them."""
    now = memory.now()
    groups: dict[str, list[dict[str, object]]] = defaultdict(list)
    for entry in _entries(memory):
        if not entry.execution_verified:
            groups[source_group(entry.source)].append(card(memory.config, entry, now))
    ordered = sorted(groups.items(), key=lambda item: str(item[1][0]["created_at"]), reverse=True)
    return {
        "now": now.isoformat(),
        "total": sum(len(items) for items in groups.values()),
        "groups": [{"source": name, "memories": items} for name, items in ordered],
    }


class Filters:
    """The browse filters of one request: room, namespace, verified, created since/until (a date)."""

    def __init__(self, query: dict[str, str], config: Config) -> None:
        self.room = query.get("room") or None
        if self.room is not None:
            checks.room(config, self.room)
        namespace = query.get("namespace") or None
        self.namespace = check_namespace(namespace, where="namespace") if namespace else None
        verified = query.get("verified") or ""
        if verified not in ("", "yes", "no"):
            raise InvalidInputError(f"verified must be yes or no, not {quoted(verified, 20)}", hint="or leave it out")
        self.verified = None if not verified else verified == "yes"
        self.since = _date(query.get("since"), "since")
        self.until = _date(query.get("until"), "until")

    def keep(self, entry: MemoryEntry) -> bool:
        day = entry.created_at[:10]
        return (
            (self.room is None or entry.room == self.room)
            and (self.namespace is None or entry.namespace == self.namespace)
            and (self.verified is None or entry.execution_verified == self.verified)
            and (self.since is None or day >= self.since)
            and (self.until is None or day <= self.until)
        )


def _date(value: str | None, name: str) -> str | None:
    if not value:
        return None
    try:
        return datetime.strptime(value, "%Y-%m-%d").date().isoformat()
    except ValueError:
        raise InvalidInputError(
            f"{name} must be a date YYYY-MM-DD, not {quoted(value, 20)}", hint="e.g. 2026-12-01"
        ) from None


def browse(memory: Memory, query: dict[str, str]) -> dict[str, object]:
    """The memories the filters keep, newest first, ``LIST_LIMIT`` from ``offset``."""
    filters = Filters(query, memory.config)
    offset = _whole(query.get("offset"), "offset", 0)
    kept = [entry for entry in _entries(memory) if filters.keep(entry)]
    now = memory.now()
    page = [card(memory.config, entry, now) for entry in kept[offset : offset + LIST_LIMIT]]
    return {"total": len(kept), "offset": offset, "memories": page}


def search(memory: Memory, query: dict[str, str]) -> dict[str, object]:
    """``recall`` as the CLI runs it (accesses recorded), then the filters; each hit's stage scores."""
    text = query.get("q") or ""
    filters = Filters(query, memory.config)
    top_k = _whole(query.get("top_k"), "top_k", memory.config.retrieval.default_top_k)
    result = memory.recall(text, room=filters.room, top_k=top_k)
    now = memory.now()
    hits = []
    for hit in result:
        if filters.keep(hit.entry):
            data = card(memory.config, hit.entry, now)
            data["scores"] = {key: value for key, value in hit.to_dict().items() if key.endswith("score")}
            hits.append(data)
    return {"backend": result.backend, "rerank": result.rerank, "notes": list(result.notes), "memories": hits}


def _whole(value: str | None, name: str, default: int) -> int:
    if not value:
        return default
    if not value.isdigit():
        raise InvalidInputError(f"{name} must be a whole number, not {quoted(value, 20)}", hint=f"e.g. {name}=10")
    return int(value)


def detail(memory: Memory, memory_id: str) -> dict[str, object]:
    """One memory: its fields, its prune forecast, its entities and the memories sharing them."""
    entry = memory.get(memory_id)
    data = card(memory.config, entry, memory.now())
    neighbours: dict[str, dict[str, object]] = {}
    via: dict[str, list[str]] = {}  # the entities each neighbour shares
    entities = []
    for name, kind in sorted(memory.entities(entry.content).items())[:12]:
        try:
            found, _, others = memory.graph_entity(name)
        except NotFoundError:  # an entity the graph does not hold: no neighbours through it
            continue
        entities.append({"name": found, "type": kind})
        for other in others:
            if other.id != entry.id and len(neighbours) < 20:
                neighbours.setdefault(
                    other.id, {"id": other.id, "content": other.content, "via": via.setdefault(other.id, [])}
                )
            if other.id in neighbours:
                via[other.id].append(found)
    data["entities"] = entities
    data["neighbours"] = list(neighbours.values())
    return data


def stats(memory: Memory) -> dict[str, object]:
    """Counts for the charts: memories per room per week created (last ``_WEEKS``), the
    verified share per room, and how many memories prune will take on each coming day."""
    now = memory.now()
    start = (now - timedelta(days=now.weekday())).date() - timedelta(weeks=_WEEKS - 1)
    weeks = [(start + timedelta(weeks=i)).isoformat() for i in range(_WEEKS)]
    per_week: dict[str, Counter[str]] = {room: Counter() for room in memory.config.rooms}
    verified: dict[str, Counter[str]] = {room: Counter() for room in memory.config.rooms}
    coming = Counter[int]()
    for entry in _entries(memory):
        created = parse_iso(entry.created_at).date()
        index = (created - start).days // 7
        if 0 <= index < _WEEKS:
            per_week.setdefault(entry.room, Counter())[weeks[index]] += 1
        verified.setdefault(entry.room, Counter())["yes" if entry.execution_verified else "no"] += 1
        due = forecast(memory.config, entry)
        if due is not None:
            day = max(0, (due[1] - now).days + (1 if (due[1] - now).total_seconds() > 0 else 0))
            if day <= _FORECAST_DAYS:
                coming[day] += 1
    totals = memory.stats()
    return {
        "total": totals.total,
        "verified": totals.verified,
        "unverified": totals.unverified,
        "namespaces": totals.namespaces,
        "weeks": weeks,
        "per_week": {room: [counts[w] for w in weeks] for room, counts in per_week.items()},
        "verified_by_room": {room: {"yes": c["yes"], "no": c["no"]} for room, c in verified.items()},
        "prune_days": [coming[day] for day in range(_FORECAST_DAYS + 1)],
    }


def meta(memory: Memory) -> dict[str, object]:
    """What the page's forms offer: rooms, namespaces, and the namespace it writes to."""
    return {
        "rooms": list(memory.config.rooms),
        "namespaces": sorted(memory.store.namespaces()),
        "namespace": None if memory.all_namespaces else memory.namespace,
        "unverified_days": memory.config.pruning.unverified_retention_days,
    }
