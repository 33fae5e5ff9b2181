"""The memory graph drawn elsewhere: Obsidian notes, Mermaid and Graphviz (spec 3 Phase 4).

The graph itself lives in the store (``entities`` and ``entity_links``, kept on every
write); it takes no part in ranking. Entities link to the memories that name them.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from .fsutil import atomic_write, remove_quietly
from .privacy import make_folder
from .regex import precompiled

if TYPE_CHECKING:
    from .vault import Vault

ENTITY_FOLDER = "_entities"
MANIFEST = ".agent-memory-export.json"  # {"notes": {file: sha256}}: what the last export wrote
# an entity note as exports before the manifest wrote them
_EXPORTED = precompiled(
    r'^---\nentity: ".*"\ntype: [^\n]+\nmemories: [0-9]+\n---\n# [^\n]*\n\n(?:- \[\[[^\]\n]+\]\]\n)*$'
)
_UNSAFE = precompiled(r'[\\/:*?"<>|#^\[\]\x00-\x1f]')

Graph = dict[str, tuple[str, list[str]]]  # name -> (type, memory ids)


def top(graph: Graph, limit: int) -> Graph:
    """The ``limit`` entities with the most memories (ties by name)."""
    names = sorted(graph, key=lambda name: (-len(graph[name][1]), name))[:limit]
    return {name: graph[name] for name in names}


def note_name(entity: str) -> str:
    return (_UNSAFE.sub("_", entity).strip(". ") or "_") + ".md"


def export_obsidian(graph: Graph, store_folder: Path) -> tuple[Path, int]:
    """One note per entity under ``store/_entities/``, linking ``[[memory-id]]``. Only notes this
    export wrote are replaced or removed: they are listed with their digest in ``MANIFEST``, and
    one changed since (edited by hand) or any other file there is the user's, never touched:
    an entity whose name it holds gets ``Name (2).md`` instead."""
    folder = store_folder / ENTITY_FOLDER
    make_folder(store_folder)
    make_folder(folder, stat.S_IMODE(store_folder.stat().st_mode))  # private, or shared like store/
    ours = _ours(folder)
    # lower-cased: Redis.md and REDIS.md are one file on macOS and Windows
    taken = {item.name.lower() for item in os.scandir(folder) if item.name not in ours}
    written: dict[str, str] = {}
    for name, (kind, ids) in graph.items():
        file, n = note_name(name), 1
        while file.lower() in taken:  # names that differ only in unsafe characters or case, or the user's
            n += 1
            file = f"{note_name(name)[:-3]} ({n}).md"
        taken.add(file.lower())
        links = "\n".join(f"- [[{memory_id}]]" for memory_id in ids)
        text = f"---\nentity: {json.dumps(name, ensure_ascii=False)}\ntype: {kind}\nmemories: {len(ids)}\n---\n"
        data = f"{text}# {name}\n\n{links}\n".encode()
        atomic_write(folder / file, data)
        written[file] = _digest(data)
    for old in ours:
        if old not in written:
            remove_quietly(folder / old)
    atomic_write(folder / MANIFEST, json.dumps({"notes": written}, indent=0, sort_keys=True).encode("utf-8"))
    return folder, len(written)


def _ours(folder: Path) -> set[str]:
    """The notes of ``folder`` an export wrote and nobody changed since."""
    try:
        listed = json.loads((folder / MANIFEST).read_text("utf-8")).get("notes", {})
    except FileNotFoundError:  # written by a version without a manifest: ours are known by their form
        return {path.name for path in folder.glob("*.md") if _regular(path) and _EXPORTED.match(_text(path))}
    except (OSError, ValueError, AttributeError):
        return set()  # unreadable: nothing is taken for ours
    if not isinstance(listed, dict):
        return set()
    return {
        name
        for name, digest in listed.items()
        if isinstance(name, str)
        and note_name(name[:-3]) == name
        and _regular(folder / name)
        and _digest((folder / name).read_bytes()) == digest
    }


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _text(path: Path) -> str:
    try:
        return path.read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def to_mermaid(graph: Graph) -> str:
    lines = ["graph LR"]
    for i, (name, (kind, ids)) in enumerate(graph.items()):
        label = name.replace('"', "'")
        lines.append(f'  e{i}["{label} ({kind})"]')
        lines.extend(f"  e{i} --- {memory_id}" for memory_id in ids)
    return "\n".join(lines) + "\n"


def to_dot(graph: Graph) -> str:
    lines = ["graph memories {", "  node [shape=box];"]
    for name, (kind, ids) in graph.items():
        label = json.dumps(f"{name} ({kind})", ensure_ascii=False)
        node = json.dumps(name, ensure_ascii=False)
        lines.append(f"  {node} [shape=ellipse, label={label}];")
        lines.extend(f'  {node} -- "{memory_id}";' for memory_id in ids)
    return "\n".join(lines) + "\n}\n"


# ---- the graph kept up to date in the store ----------------------------------------------------

GRAPH_BUILT = "graph_built"  # meta: when every memory's entities were last extracted
GRAPH_RULES = "graph_rules"  # meta: the ENTITY_RULES the graph was last extracted by


def ready(vault: Vault) -> None:
    """A store written before the graph was kept holds memories without links: extracted once;
    one extracted by older rules, again when it may be written (else its links still serve)."""
    from .text import ENTITY_RULES

    store = vault.store
    if store.meta(GRAPH_BUILT) is None:
        if store.refuse_writes is not None:  # extracting is a write
            raise store.refuse_writes
        rebuild(vault)
    elif store.meta(GRAPH_RULES) != ENTITY_RULES and store.refuse_writes is None:
        rebuild(vault)


def rebuild(vault: Vault) -> tuple[int, int]:
    """Extract every memory's entities again; (entities, links) after."""
    from .model import now_iso
    from .text import ENTITY_RULES

    with vault.transaction() as store:
        store.rebuild_graph()
        store.set_meta(GRAPH_BUILT, now_iso(vault.now()))
        store.set_meta(GRAPH_RULES, ENTITY_RULES)
    whole = vault.store.graph()
    return len(whole), sum(len(ids) for _, ids in whole.values())


def export(whole: Graph, form: str, store_folder: Path) -> str:
    """``obsidian`` writes store/_entities/ (returns a summary); ``mermaid`` and ``dot`` return the text."""
    from .errors import InvalidInputError

    if form == "obsidian":
        folder, count = export_obsidian(whole, store_folder)
        return f"wrote {count} entity notes to {folder}"
    if form == "mermaid":
        return to_mermaid(whole)
    if form == "dot":
        return to_dot(whole)
    raise InvalidInputError(f"no export format '{form}'", hint="use obsidian, mermaid or dot")
