"""The import direction of the layers, and no import cycle, read from the source (ast).

Layers, lowest first; a module may import its own layer and those below, never one above:

- base: values, text, times (when/), errors, config and the small services every layer uses (files,
  privacy, crypto, redaction, the install hint of a missing extra);
- backends: the stores (store/), the embedders (embeddings/) and the reranker;
- search: the keyword and vector legs, fusion, the recall pipeline (search/);
- facade: ``Memory`` and what it drives (vault, remembering, sync, interchange, prune,
  context, digest, sediment, graph, keys, the data root's layout);
- surfaces: what a user or an agent calls (the CLI and its commands, hooks and their
  server, the MCP server, the review page, setup, doctor, the package's lazy ``Memory``).

Every import counts, at the top of a module or inside a function, except those under
``if TYPE_CHECKING:`` (never run: a type named in a signature). A module not in ``LAYERS``
fails the test: a new module is given its layer here.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "agent_memory"

LAYERS: dict[str, tuple[str, ...]] = {
    "base": (
        "api_keys",
        "checks",
        "config",
        "config_build",
        "config_keys",
        "conflicts",
        "crypto",
        "errors",
        "fsutil",
        "harmless_gates",
        "harmless_shapes",
        "hint_scan",
        "http",
        "install",
        "keyword_values",
        "miniyaml",
        "model",
        "person_names",
        "privacy",
        "progress",
        "recall_results",
        "redact",
        "redact_joint",
        "redact_output",
        "regex",
        "results",
        "secret_blocks",
        "secret_shapes",
        "settings",
        "similarity",
        "stemming",
        "text",
        "twins",
        "when",
        "when.*",
    ),
    "backends": ("store", "store.*", "embeddings", "embeddings.*", "rerank"),
    "search": ("search", "search.*"),
    "facade": (
        "backups",
        "clause_cuts",
        "clause_series",
        "clause_links",
        "clause_settings",
        "clause_beside",
        "clause_steps",
        "clause_others",
        "clause_asks",
        "clause_shares",
        "clause_unmeant",
        "clause_standing",
        "context",
        "digest",
        "egress",
        "graph",
        "interchange",
        "keys",
        "memory",
        "natural",
        "paths",
        "proposals",
        "prune",
        "remembering",
        "reports",
        "rule_digester",
        "sealing",
        "sediment",
        "sessions",
        "sessions.*",
        "supersede",
        "change_words",
        "change_kinds",
        "change_left",
        "restated",
        "across",
        "sync",
        "turns",
        "vault",
    ),
    "surfaces": (
        "",  # the package itself: Memory and the rest, imported on first use
        "__main__",
        "*_commands",
        "browse",
        "cli",
        "cli_common",
        "doctor",
        "hook_log",
        "hook_server",
        "hooks",
        "mcp_server",
        "mcp_tools",
        "serving",
        "setup_agents",
        "ui",
        "ui.*",
    ),
}
ORDER = tuple(LAYERS)

# Imports known to break the rules, each with why (an upward import closes a cycle too); the
# test fails on an entry that no longer matches, so the list only shrinks.
KNOWN_CYCLES = {
    ("embeddings.language_axis", "embeddings.e5"): "the maintenance function that recomputes the axes data",
}
KNOWN_UPWARD = {
    ("sediment", "cli"): "python -m agent_memory.sediment runs 'agent-memory sediment'",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    """The package's modules one module imports (outside ``if TYPE_CHECKING:``), with line numbers."""

    def __init__(self, name: str, is_package: bool, modules: set[str]) -> None:
        self.here = name.split(".") if name else []
        if not is_package:
            self.here = self.here[:-1]
        self.modules = modules
        self.found: list[tuple[str, int]] = []

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name == "agent_memory" or alias.name.startswith("agent_memory."):
                self._add(alias.name.removeprefix("agent_memory").lstrip("."), node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.here[: len(self.here) - node.level + 1] if node.level > 1 else list(self.here)
            target = ".".join([*base, *(node.module.split(".") if node.module else [])])
        elif node.module and (node.module == "agent_memory" or node.module.startswith("agent_memory.")):
            target = node.module.removeprefix("agent_memory").lstrip(".")
        else:
            return
        for alias in node.names:  # 'from . import crypto' imports the module crypto
            sub = f"{target}.{alias.name}" if target else alias.name
            self._add(sub if sub in self.modules else target, node.lineno)

    def _add(self, target: str, line: int) -> None:
        while target not in self.modules and target:
            target = target.rpartition(".")[0]
        self.found.append((target, line))


def _graph() -> dict[str, dict[str, int]]:
    """module -> {module it imports: the first line doing so}; names relative to the package."""
    files = {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
    modules = set(files)
    graph: dict[str, dict[str, int]] = {}
    for name, path in files.items():
        visitor = _Imports(name, path.name == "__init__.py", modules)
        visitor.visit(ast.parse(path.read_text("utf-8"), str(path)))
        edges: dict[str, int] = {}
        for target, line in visitor.found:
            if target != name:
                edges.setdefault(target, line)
        graph[name] = edges
    return graph


def _layer(module: str) -> str | None:
    for layer, patterns in LAYERS.items():
        for pattern in patterns:
            if (
                pattern == module
                or (pattern.endswith(".*") and module.startswith(pattern[:-1]))
                or (pattern.startswith("*") and "." not in module and module.endswith(pattern[1:]))
            ):
                return layer
    return None


def _where(module: str, line: int) -> str:
    path = module.replace(".", "/") or "__init__"
    folder = PACKAGE / path
    return f"agent_memory/{path}/__init__.py:{line}" if folder.is_dir() else f"agent_memory/{path}.py:{line}"


def test_every_module_has_a_layer() -> None:
    missing = [module or "agent_memory (__init__)" for module in _graph() if _layer(module) is None]
    assert not missing, f"modules with no layer: {missing}; give each its layer in tests/test_layers.py LAYERS"


def test_imports_go_down_the_layers() -> None:
    wrong = []
    for module, edges in _graph().items():
        mine = _layer(module)
        for target, line in edges.items():
            theirs = _layer(target)
            if mine is None or theirs is None or (module, target) in KNOWN_UPWARD:
                continue
            if ORDER.index(theirs) > ORDER.index(mine):
                wrong.append(
                    f"{_where(module, line)}: {module or 'agent_memory'} ({mine}) imports {target} ({theirs}), "
                    "a layer above it"
                )
    assert not wrong, "imports against the layers' direction:\n" + "\n".join(wrong)


def _cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycles() -> None:
    graph = _graph()
    pruned = {
        module: {t: n for t, n in edges.items() if (module, t) not in KNOWN_CYCLES and (module, t) not in KNOWN_UPWARD}
        for module, edges in graph.items()
    }
    cycles = _cycles(pruned)
    described = []
    for component in cycles:
        inside = set(component)
        edges = [
            f"{_where(module, line)}: {module or 'agent_memory'} imports {target}"
            for module in component
            for target, line in pruned[module].items()
            if target in inside
        ]
        described.append(" <-> ".join(component) + "\n  " + "\n  ".join(edges))
    assert not cycles, "import cycles (a module imports, maybe inside a function, one that imports it back):\n" + (
        "\n".join(described)
    )


def test_the_known_exceptions_still_exist() -> None:
    graph = _graph()
    stale = [f"{a} -> {b}" for a, b in [*KNOWN_CYCLES, *KNOWN_UPWARD] if b not in graph.get(a, {})]
    assert not stale, f"no longer imported, remove from KNOWN_CYCLES / KNOWN_UPWARD in tests/test_layers.py: {stale}"
