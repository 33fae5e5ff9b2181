#!/usr/bin/env python3
"""Break the data in a /tmp copy in several ways; each break must make make_time_blind12.py fail with CHECK FAILED."""
import os, shutil, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
FILES = ["make_time_blind12.py", "tb12_lib.py", "data_a.py", "data_b.py", "data_c.py", "data_d.py", "data_e.py", "data_f.py"]
BREAKS = [
 ("data_a.py", "Caught a swarm yesterday", "Caught a swarm on Saturday"),
 ("data_a.py", "水电改造前天验收通过了", "水电改造验收通过了"),
 ("data_b.py", "Hearing test was yesterday.", "Hearing test went fine."),
 ("data_c.py", "上周日小唐老师请假", "周日小唐老师请假"),
 ("data_d.py", "Panel clean was last Friday", "Panel clean was Friday"),
 ("data_a.py", "\"2025-03-22 11:05\"", "\"2023-03-22 11:05\""),
 ("data_c.py", "\"2026-12-04 20:00\", \"小年音乐会", "\"2026-12-07 20:00\", \"小年音乐会"),
 ("data_a.py", "(\"st\", \"hives\", \"y:2024\", \"How many colonies was I keeping in 2024?\")", "(\"st\", \"hives\", \"y:2024\", \"How many colonies was I keeping back then?\")"),
 ("data_b.py", "(\"st\", \"port\", \"twomonthsago\", \"两个月前 gateway 端口是多少？\")", "(\"st\", \"port\", \"twomonthsago\", \"之前 gateway 端口是多少？\")"),
 ("data_d.py", "(\"cur\", \"installer\", \"Which company installed the solar?\"),", ""),
 ("data_c.py", "(\"when\", \"cancel\", \"小唐老师请假没上课是哪一天？\")", "(\"when\", \"concert\", \"小年音乐会是哪天？\")"),
 ("data_d.py", "\"ev:clean\", \"lw:fri\"", "\"ev:clean\", \"lw:sat\""),
 ("data_a.py", "(\"ev\", \"*\", \"lastweek\", \"What bee jobs got done last week?\")", "(\"ev\", \"swarm\", \"lastweek\", \"What bee jobs got done last week?\")"),
 ("data_b.py", "\"relmgr=lena|minios=15\"", "\"relmgr=lena|minios=15|relmgr=bob\""),
 ("data_c.py", "(\"st\", \"lead\", \"y:2024\", \"2024年志愿队负责人是谁？\")", "(\"st\", \"lead\", \"y:2023\", \"2023年志愿队负责人是谁？\")"),
 ("data_d.py", "\"supplier=octave|rate=27\"", "\"supplier=octave|rate=27|ev:bill\""),
 ("data_c.py", "(\"cur\", \"lead\", \"志愿队现在谁负责？\")", "(\"cur\", \"lead\", \"Who leads the volunteers now?\")"),
 ("data_b.py", "(\"when\", \"flu\", \"What day did he get the flu jab?\")", "(\"when\", \"flu\", \"When did he get his flu jab?\"),\n (\"when\", \"flu\", \"When did he get his flu jab?\")"),
]
def run(d, env=None):
    return subprocess.run([sys.executable, os.path.join(d, "make_time_blind12.py"), os.path.join(d, "o.json")],
                          capture_output=True, text=True, env=env)
caught = missed = 0
base = tempfile.mkdtemp(prefix="tb12mut_")
d0 = os.path.join(base, "clean"); os.makedirs(d0)
for f in FILES: shutil.copy(os.path.join(HERE, f), d0)
r = run(d0)
assert r.returncode == 0, r.stdout + r.stderr
for i, (f, old, new) in enumerate(BREAKS):
    if old == new:
        continue
    d = os.path.join(base, "b%02d" % i); os.makedirs(d)
    for g in FILES: shutil.copy(os.path.join(HERE, g), d)
    p = os.path.join(d, f); s = open(p, encoding="utf-8").read()
    assert s.count(old) == 1, (f, old)
    open(p, "w", encoding="utf-8").write(s.replace(old, new))
    r = run(d)
    ok = r.returncode == 1 and "CHECK FAILED" in r.stdout and not os.path.exists(os.path.join(d, "o.json"))
    print(("caught " if ok else "MISSED ") + "%s: %s" % (f, r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr.strip()[-120:]))
    caught += ok; missed += not ok
# minimum-count break
d = os.path.join(base, "min"); os.makedirs(d)
for g in FILES: shutil.copy(os.path.join(HERE, g), d)
p = os.path.join(d, "make_time_blind12.py"); s = open(p).read()
open(p, "w").write(s.replace("else 250", "else 10**6"))
r = run(d); ok = r.returncode == 1 and "only" in r.stdout
print(("caught " if ok else "MISSED ") + "minimum: " + r.stdout.strip().splitlines()[-1])
caught += ok; missed += not ok
shutil.rmtree(base)
print("%d caught, %d missed" % (caught, missed))
sys.exit(1 if missed else 0)
