"""The memory graph drawn elsewhere: Obsidian notes, Mermaid and Graphviz (spec 3 Phase 4).

The graph itself lives in the store (``entities`` and ``entity_links``, kept on every
write); it takes no part in ranking. Entities link to the memories that name them.
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path

from .fsutil import atomic_write, remove_quietly
from .privacy import make_folder

ENTITY_FOLDER = "_entities"
_UNSAFE = re.compile(r'[\\/:*?"<>|#^\[\]\x00-\x1f]')

Graph = dict[str, tuple[str, list[str]]]  # name -> (type, memory ids)


def top(graph: Graph, limit: int) -> Graph:
    """The ``limit`` entities with the most memories (ties by name)."""
    names = sorted(graph, key=lambda name: (-len(graph[name][1]), name))[:limit]
    return {name: graph[name] for name in names}


def note_name(entity: str) -> str:
    return (_UNSAFE.sub("_", entity).strip(". ") or "_") + ".md"


def export_obsidian(graph: Graph, store_folder: Path) -> tuple[Path, int]:
    """One note per entity under ``store/_entities/``, linking ``[[memory-id]]``; old ones removed."""
    folder = store_folder / ENTITY_FOLDER
    make_folder(store_folder)
    make_folder(folder, stat.S_IMODE(store_folder.stat().st_mode))  # private, or shared like store/
    written: set[str] = set()
    taken: set[str] = set()  # lower-cased: Redis.md and REDIS.md are one file on macOS and Windows
    for name, (kind, ids) in graph.items():
        file, n = note_name(name), 1
        while file.lower() in taken:  # names that differ only in unsafe characters or case
            n += 1
            file = f"{note_name(name)[:-3]} ({n}).md"
        taken.add(file.lower())
        written.add(file)
        links = "\n".join(f"- [[{memory_id}]]" for memory_id in ids)
        text = f"---\nentity: {json.dumps(name, ensure_ascii=False)}\ntype: {kind}\nmemories: {len(ids)}\n---\n"
        atomic_write(folder / file, f"{text}# {name}\n\n{links}\n".encode())
    for old in folder.glob("*.md"):
        if old.name not in written:
            remove_quietly(old)
    return folder, len(written)


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
