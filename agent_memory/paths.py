"""Where the data root is, and the layout a new one gets (DESIGN.md, "Data root")."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .fsutil import atomic_write, disk_error, temps_in
from .privacy import PRIVATE_DIR, PRIVATE_FILE, SHARED_ROOT, file_mode, folder_mode, make_folder

if TYPE_CHECKING:
    from .config import Config

ROOT_VARIABLES = ("AGENT_MEMORY_ROOT", "HERMES_LITE_ROOT")
# What a data root holds at its top besides dotfiles and memory.db*: none of it is an export's to write
OWN_NAMES = (
    "config.yaml",
    "store",
    "rooms",
    "backups",
    "vectors",
    "index.json",
    "vectors.json",
    "graph.json",
    "agent-memory.log",
)
ENV_TEMPLATE = (
    "# API keys for remote backends; this file is mode 600 and never printed.\n"
    "# JINA_API_KEY=\n# SILICONFLOW_API_KEY=\n# OPENAI_API_KEY=\n# DEEPSEEK_API_KEY=\n"
)


def resolve_root(root: str | os.PathLike[str] | None = None) -> Path:
    """``--root`` > ``$AGENT_MEMORY_ROOT`` > ``$HERMES_LITE_ROOT`` > the per-user default."""
    if root:
        return Path(root).expanduser().absolute()
    for name in ROOT_VARIABLES:
        value = os.environ.get(name)
        if value:
            return Path(value).expanduser().absolute()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base).expanduser().absolute() / "agent-memory"


@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything of one data root lives: the db, the notes, the vectors, the config."""

    root: Path

    @property
    def config(self) -> Path:
        return self.root / "config.yaml"

    @property
    def env(self) -> Path:
        return self.root / ".env"

    @property
    def db(self) -> Path:
        return self.root / "memory.db"

    @property
    def store(self) -> Path:
        return self.root / "store"

    @property
    def rooms(self) -> Path:
        return self.root / "rooms"

    @property
    def backups(self) -> Path:
        return self.root / "backups"

    def claims(self, target: Path) -> Path | None:
        """The file or folder of this store that ``target`` is or lies in (through symlinks, and
        hard links to the files that matter), if any: an export must never write there."""
        root = self.root.resolve()
        path = target.expanduser().absolute().resolve()
        if path == root:
            return self.root
        try:
            first = path.relative_to(root).parts[0]
        except ValueError:
            first = ""
        if first and (first in OWN_NAMES or first.startswith((".", "memory.db"))):
            return self.root / first
        try:
            info = os.stat(path)
        except OSError:
            return None
        for own in (self.db, self.root / ".master_key", self.config, self.env):
            try:
                if os.path.samestat(info, os.stat(own)):
                    return own
            except OSError:
                continue
        return None

    def temp_folders(self) -> list[Path]:
        """Every folder a writer of ours makes temp files in (``fsutil.temp_path``); a folder
        that is a symlink inside one of ours is not followed."""
        from .backups import import_folders
        from .graph import ENTITY_FOLDER

        folders = [self.root, self.store, self.store / ENTITY_FOLDER, self.rooms, self.backups]
        folders += import_folders(self.backups)
        try:
            vectors = [Path(i.path) for i in os.scandir(self.root / "vectors") if i.is_dir(follow_symlinks=False)]
        except (FileNotFoundError, NotADirectoryError):
            vectors = []
        return folders + sorted(vectors)

    def abandoned_temps(self, *, notes: bool = True) -> list[Path]:
        """The temp files under the root whose writer is dead (with ``notes``, store/'s too:
        the mirror settles those itself, see ``MarkdownMirror.settle``)."""
        return [path for folder in self.temp_folders() if notes or folder != self.store for path in temps_in(folder)[0]]

    def create(self, config: Config, config_text: str) -> None:
        """Make what is missing, private whatever the umask (see privacy.py); never overwrite
        what the user has, nor change the mode of a folder that exists."""
        shared = config.store.shared_notes
        try:
            make_folder(self.root, SHARED_ROOT if shared else PRIVATE_DIR)
            for folder in (self.store, self.rooms):
                make_folder(folder, folder_mode(shared))
            make_folder(self.backups)
        except OSError as exc:
            raise disk_error(exc, self.root) from None
        if not self.config.exists():
            atomic_write(self.config, config_text.encode("utf-8"), mode=PRIVATE_FILE)
        if not self.env.exists():
            atomic_write(self.env, ENV_TEMPLATE.encode("utf-8"), mode=PRIVATE_FILE)
        for room in config.rooms.values():
            note = self.rooms / f"{room.name}.md"
            if not note.exists():
                text = f"# {room.icon} {room.title} ({room.name})\n\n{room.description}\n\nRetention: {room.retention_days} days.\n"
                atomic_write(note, text.encode("utf-8"), mode=file_mode(shared))
