"""``agent-memory setup`` (issue 16): only our entries are shown, a no-op writes nothing, and a
server that could not start is refused with the command that installs what it lacks."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
import tomllib
from pathlib import Path

from .conftest import BareVenv

PLANTED = (
    "alice.nightingale@example.com",
    "ghp_PLANTEDgithubTOKEN0123456789abcdef",
    "sk-ant-oat01-PLANTEDoauthTOKEN",
    "project-nightingale",
    "tok_PLANTEDinAHookOfTheUser",
    "jina_PLANTEDkeyInOurOwnEntry",
    "sk-PLANTEDcodexOtherServer",
    "sk-PLANTEDcodexOurEntry",
)


def _plant(home: Path) -> None:
    """Agent files as a user has them: other servers' tokens, an e-mail, history, and an old entry of ours."""
    (home / ".claude").mkdir(parents=True)
    (home / ".claude" / "settings.json").write_text(
        json.dumps(
            {
                "env": {"GITHUB_TOKEN": PLANTED[1]},
                "hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": f"notify {PLANTED[4]}"}]}]},
            }
        ),
        "utf-8",
    )
    user = {
        "userEmail": PLANTED[0],
        "oauthAccount": {"accessToken": PLANTED[2]},
        "projects": {f"/home/alice/{PLANTED[3]}": {"history": [{"display": "deploy"}]}},
        "mcpServers": {
            "github": {"command": "npx", "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": PLANTED[1]}},
            "agent-memory": {"type": "stdio", "command": "/old/python", "args": ["-m", "agent_memory", "mcp"],
                             "env": {"JINA_API_KEY": PLANTED[5]}},
        },
    }  # fmt: skip
    (home / ".claude.json").write_text(json.dumps(user), "utf-8")
    (home / ".codex").mkdir()
    (home / ".codex" / "config.toml").write_text(
        f'# {PLANTED[0]}\nmodel = "o3"\n\n[mcp_servers.other]\ncommand = "x"\nenv = {{ TOKEN = "{PLANTED[6]}" }}\n\n'
        f'[mcp_servers.agent-memory]\ncommand = "/old/python"\nargs = ["-m", "agent_memory", "mcp"]\n'
        f'env = {{ KEY = "{PLANTED[7]}" }}\n',
        "utf-8",
    )


def test_setup_shows_only_our_entries_as_a_diff_never_the_rest_of_the_files(cli) -> None:
    home = Path(os.environ["HOME"])
    _plant(home)
    runs = {
        (agent, *extra): cli("setup", agent, *extra)
        for agent in ("claude-code", "codex")
        for extra in ((), ("--json",), ("--write",))
    }
    for how, run in runs.items():
        assert run.code == 0, (how, run.err)
        assert not [secret for secret in PLANTED if secret in run.out + run.err], how
    preview = runs[("claude-code",)].out.splitlines()
    ours = shlex.join([sys.executable, "-m", "agent_memory", "--root"])
    assert any(line.startswith("+") and ours in line and "hook user-prompt" in line for line in preview)
    assert any(line.startswith("-") and "/old/python" in line for line in preview)
    assert any(line.startswith("+") and json.dumps(sys.executable) in line for line in preview)
    assert any(line.strip().startswith('"JINA_API_KEY": "…"') for line in preview)  # the user's key, named only
    codex = runs[("codex",)].out.splitlines()
    assert "-command = " + json.dumps("/old/python") in codex and "+command = " + json.dumps(sys.executable) in codex
    # what the user had in our entries stays; the rest of each file is untouched
    user = json.loads((home / ".claude.json").read_text("utf-8"))
    assert user["mcpServers"]["agent-memory"]["env"] == {"JINA_API_KEY": PLANTED[5]}
    assert user["userEmail"] == PLANTED[0] and user["mcpServers"]["github"]["env"]
    config = tomllib.loads((home / ".codex" / "config.toml").read_text("utf-8"))
    assert config["mcp_servers"]["agent-memory"]["env"] == {"KEY": PLANTED[7]}
    assert config["mcp_servers"]["agent-memory"]["command"] == sys.executable
    settings = json.loads((home / ".claude" / "settings.json").read_text("utf-8"))
    prompt = [h["command"] for g in settings["hooks"]["UserPromptSubmit"] for h in g["hooks"]]
    assert prompt[0] == f"notify {PLANTED[4]}" and prompt[1].endswith("hook user-prompt") and len(prompt) == 2


def test_setup_writes_nothing_and_backs_nothing_up_when_our_entries_are_in_place(cli) -> None:
    home = Path(os.environ["HOME"])
    _plant(home)
    files = [home / ".claude" / "settings.json", home / ".claude.json", home / ".codex" / "config.toml"]
    assert cli("setup", "claude-code", "--write").code == 0 and cli("setup", "codex", "--write").code == 0
    backups = sorted(str(p) for f in files for p in f.parent.glob(f"{f.name}.bak-*"))
    assert len(backups) == 3  # each file changed once, so one backup each
    written = {f: (f.read_bytes(), f.stat().st_mtime_ns) for f in files}
    for agent in ("claude-code", "codex"):
        for extra in ((), ("--write",)):
            run = cli("setup", agent, *extra)
            assert run.code == 0 and "already holds our entries" in run.out, run.out
            assert "--- " not in run.out and "wrote" not in run.out
    assert sorted(str(p) for f in files for p in f.parent.glob(f"{f.name}.bak-*")) == backups
    assert {f: (f.read_bytes(), f.stat().st_mtime_ns) for f in files} == written


def test_setup_refuses_an_interpreter_that_cannot_start_the_server(bare_venv: BareVenv, tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".claude.json").write_text('{"numStartups": 3}', "utf-8")
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
    wanted = tomllib.loads((Path(bare_venv.env["PYTHONPATH"]) / "pyproject.toml").read_text("utf-8"))
    install = shlex.join([bare_venv.python, "-m", "pip", "install", *wanted["project"]["optional-dependencies"]["mcp"]])
    for agent in ("claude-code", "codex"):
        for extra in ((), ("--write",)):
            run = bare_venv.run("setup", agent, *extra, home=home, cwd=tmp_path)
            assert run.code == 2, (agent, extra, run.out, run.err)
            assert "cannot import the mcp package" in run.err and install in run.err and "Traceback" not in run.err
    assert {p: p.read_bytes() for p in home.rglob("*") if p.is_file()} == before  # nothing written, no backup


def _after(diff: list[str]) -> str:
    """The "after --write" side of a preview (it is shown in full: the diff's context is all of it)."""
    return "\n".join(line[1:] for line in diff if line[:1] in "+ " and not line.startswith("+++"))


def _shown(entry: dict[str, object]) -> dict[str, object]:
    """An entry of ours as the preview must show it: what we write in full, the user's keys by name."""
    hide = lambda v: {k: "…" for k in v} if isinstance(v, dict) else "…"  # noqa: E731
    return {k: v if k in ("type", "command", "args") else hide(v) for k, v in entry.items()}


def test_the_preview_shows_what_write_writes(cli) -> None:
    home = Path(os.environ["HOME"])
    for planted in (False, True):  # a first setup, then over files a user already has
        if planted:
            for path in (home / ".claude", home / ".claude.json", home / ".codex"):
                shutil.rmtree(path) if path.is_dir() else path.unlink()
            _plant(home)
        preview = {
            agent: {c["path"]: c["diff"] for c in cli("setup", agent, "--json").json()}
            for agent in ("claude-code", "codex")
        }
        assert cli("setup", "claude-code", "--write").code == 0 and cli("setup", "codex", "--write").code == 0
        settings = json.loads((home / ".claude" / "settings.json").read_text("utf-8"))
        ours = {  # each event's groups holding our hook, as written: nested, {"hooks": [...]}
            event: [g for g in groups if any("agent_memory" in h["command"] for h in g["hooks"])]
            for event, groups in settings["hooks"].items()
        }
        shown = json.loads(_after(preview["claude-code"][str(home / ".claude" / "settings.json")]))
        assert shown == {"hooks": ours} and all(len(g) == 1 and "hooks" in g[0] for g in ours.values()), planted
        user = json.loads((home / ".claude.json").read_text("utf-8"))
        shown = json.loads(_after(preview["claude-code"][str(home / ".claude.json")]))
        assert shown == {"mcpServers": {"agent-memory": _shown(user["mcpServers"]["agent-memory"])}}, planted
        written = tomllib.loads((home / ".codex" / "config.toml").read_text("utf-8"))["mcp_servers"]["agent-memory"]
        shown = tomllib.loads(_after(preview["codex"][str(home / ".codex" / "config.toml")]))
        assert shown == {"mcp_servers": {"agent-memory": _shown(written)}}, planted
