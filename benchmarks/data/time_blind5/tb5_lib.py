"""Helpers for time_blind5: date arithmetic, event/period resolution, self-checks, layout."""
import datetime as dt
import json
import re

D = dt.date
EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = ["一", "二", "三", "四", "五", "六", "日"]
WD_CODE = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
CJK = re.compile(r"[\u3400-\u9fff]")


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def pdt(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def pd(s):
    return dt.date.fromisoformat(s)


def iso(x):
    return x.strftime("%Y-%m-%dT%H:%M:00+00:00")


def has_cjk(s):
    return bool(CJK.search(s))


def add_months(d, n):
    y, m = d.year, d.month + n
    while m <= 0:
        m += 12
        y -= 1
    while m > 12:
        m -= 12
        y += 1
    import calendar
    last = calendar.monthrange(y, m)[1]
    return D(y, m, min(d.day, last))


def month_end(y, m):
    import calendar
    return D(y, m, calendar.monthrange(y, m)[1])


# ---- event words in memories -------------------------------------------------
REL_WORDS = {
    "0": ["today", "this morning", "this afternoon", "tonight", "this evening",
          "今天", "今晚", "今早", "刚刚", "今天下午"],
    "-1": ["yesterday", "last night", "昨天", "昨晚"],
    "-2": ["the day before yesterday", "前天"],
    "-3": ["three days ago", "大前天", "三天前"],
    "-4": ["four days ago", "四天前"],
    "-7": ["a week ago", "一周前", "一个星期前"],
}


def _has(text, words):
    low = text.lower()
    return any(w.lower() in low for w in words)


def resolve_event(ev, text, written):
    """Return (start, end, announced) for an event code, or None. Checks the words."""
    if ev is None:
        return None
    d = written.date()
    wd = d.weekday()
    mon = d - dt.timedelta(days=wd)
    if ev in REL_WORDS:
        if not _has(text, REL_WORDS[ev]):
            fail("event %s words missing: %s" % (ev, text))
        if ev == "-2" and "前天" not in text and "day before yesterday" not in text.lower():
            fail("event -2 words missing")
        x = d + dt.timedelta(days=int(ev))
        return x, x, False
    if ev == "wkend":
        if not _has(text, ["weekend", "周末"]):
            fail("wkend words missing: " + text)
        if wd != 0:
            fail("wkend memory not written on a Monday: " + text)
        return d - dt.timedelta(days=2), d - dt.timedelta(days=1), False
    if ev == "lwe":
        if not _has(text, ["last weekend", "上周末", "上个周末"]):
            fail("lwe words missing: " + text)
        if wd not in (1, 2, 3, 4):
            fail("lwe memory must be written Tue-Fri: " + text)
        return mon - dt.timedelta(days=2), mon - dt.timedelta(days=1), False
    if ev.startswith("lw:") or ev.startswith("tw:"):
        k = WD_CODE.index(ev[3:])
        if ev.startswith("lw:"):
            words = ["last " + EN_WD[k], "上周" + ZH_WD[k], "上星期" + ZH_WD[k]]
            if not _has(text, words):
                fail("lw words missing: " + text)
            x = mon - dt.timedelta(days=7 - k)
        else:
            words = ["on " + EN_WD[k], "本周" + ZH_WD[k], "这周" + ZH_WD[k], "周" + ZH_WD[k]]
            if not _has(text, words):
                fail("tw words missing: " + text)
            if k >= wd:
                fail("tw weekday not earlier in the writing week: " + text)
            x = mon + dt.timedelta(days=k)
        return x, x, False
    m = re.match(r"^(abs|plan):(\d{4}-\d\d-\d\d)(?:~(\d{4}-\d\d-\d\d))?:(.+)$", ev)
    if m:
        kind, s, e, toks = m.groups()
        s = pd(s)
        e = pd(e) if e else s
        toks = toks.split("|")
        if e != s and len(toks) < 2:
            fail("range needs start and end tokens: " + ev)
        for t in toks:
            if t not in text:
                fail("absolute date token %r missing: %s" % (t, text))
        return s, e, kind == "plan"
    fail("unknown event code " + ev)


# ---- question periods -----------------------------------------------------------
REL_PERIOD_WORDS = {
    "lastmonth": ["last month", "上个月"],
    "wbl": ["the week before last", "上上周"],
    "lastwkend": ["last weekend", "上周末"],
    "lastautumn": ["last autumn", "去年秋天"],
    "lastsummer": ["last summer", "去年夏天"],
    "thissummer": ["this summer", "今年夏天"],
    "lastq": ["last quarter", "上季度", "上个季度"],
    "h2ly": ["the second half of last year", "去年下半年"],
    "lastyear": ["last year", "去年"],
    "thismonth": ["this month", "这个月", "本月"],
    "latelm": ["late last month", "the end of last month", "上个月下旬", "上个月底"],
    "past10": ["past ten days", "last ten days", "最近十天", "这十天"],
    "past2m": ["past two months", "last two months", "最近两个月", "这两个月"],
    "dby": ["the day before yesterday", "前天"],
    "past6w": ["past six weeks", "last six weeks", "最近六周", "这六周"],
    "q1": ["first quarter", "一季度"],
}


def resolve_period(code, asked):
    d = asked.date()
    mon = d - dt.timedelta(days=d.weekday())
    y = d.year
    if code == "lastmonth":
        p = add_months(D(y, d.month, 1), -1)
        return p, month_end(p.year, p.month)
    if code == "wbl":
        return mon - dt.timedelta(days=14), mon - dt.timedelta(days=8)
    if code == "lastwkend":
        return mon - dt.timedelta(days=2), mon - dt.timedelta(days=1)
    if code == "lastautumn":
        return D(y - 1, 9, 1), D(y - 1, 11, 30)
    if code == "lastsummer":
        return D(y - 1, 6, 1), D(y - 1, 8, 31)
    if code == "thissummer":
        return D(y, 6, 1), min(D(y, 8, 31), d)
    if code == "lastq":
        q = (d.month - 1) // 3
        s = add_months(D(y, q * 3 + 1, 1), -3)
        e = add_months(s, 2)
        return s, month_end(e.year, e.month)
    if code == "h2ly":
        return D(y - 1, 7, 1), D(y - 1, 12, 31)
    if code == "lastyear":
        return D(y - 1, 1, 1), D(y - 1, 12, 31)
    if code == "thismonth":
        return D(y, d.month, 1), d
    if code == "latelm":
        p = add_months(D(y, d.month, 1), -1)
        return D(p.year, p.month, 21), month_end(p.year, p.month)
    if code == "past10":
        return d - dt.timedelta(days=10), d
    if code == "past2m":
        return add_months(d, -2), d
    if code == "dby":
        x = d - dt.timedelta(days=2)
        return x, x
    if code == "past6w":
        return d - dt.timedelta(days=42), d
    if code == "q1":
        return D(y, 1, 1), min(D(y, 3, 31), d)
    fail("unknown period code " + code)


# ---- checks and build -------------------------------------------------------------
def topics_of(mem_topic):
    """Return (facts, negatives) named by a memory topic string."""
    facts, negs = set(), set()
    for t in mem_topic.split("|"):
        if t.endswith(":other"):
            negs.add(t[:-6])
        elif t != "-":
            facts.add(t)
    return facts, negs


def build(histories, min_hist=25, min_q=250):
    """Check everything; return the JSON-ready dict and stats. Raises CheckError."""
    out_h, out_q = [], []
    stats = {"hn_pairs": 0}
    qn = 0
    if len(histories) < min_hist:
        fail("too few histories")
    for hi, h in enumerate(histories):
        hid = "h%02d" % (hi + 1)
        if h["id"] != hid:
            fail("history id order %s != %s" % (h["id"], hid))
        split = "heldout" if (hi + 1) % 3 == 0 else "tune"
        mems = {}
        order = []
        last_w = None
        texts = set()
        for (key, w, topic, ev, text) in h["mem"]:
            if key in mems:
                fail("%s duplicate key %s" % (hid, key))
            if text in texts:
                fail("%s duplicate text" % hid)
            texts.add(text)
            wt = pdt(w)
            if last_w is not None and wt <= last_w:
                fail("%s memories not in written_at order at %s" % (hid, key))
            last_w = wt
            facts, negs = topics_of(topic)
            evr = resolve_event(ev, text, wt)
            if evr and evr[0] > wt.date() and not evr[2]:
                fail("%s %s event after writing and not announced" % (hid, key))
            mems[key] = dict(key=key, w=wt, facts=facts, negs=negs, ev=evr, text=text)
            order.append(key)
            if h["lang"] == "en" and has_cjk(text):
                fail("%s en history has CJK memory %s" % (hid, key))
            if h["lang"] == "zh" and not has_cjk(text):
                fail("%s zh history has non-CJK memory %s" % (hid, key))
        if h["lang"] == "mixed":
            if not any(has_cjk(m["text"]) for m in mems.values()) or \
               all(has_cjk(m["text"]) for m in mems.values()):
                fail("%s mixed history needs both languages in memories" % hid)
            qs = [q[3] for q in h["q"]]
            if not any(has_cjk(x) for x in qs) or all(has_cjk(x) for x in qs):
                fail("%s mixed history needs both languages in queries" % hid)
        out_h.append({"id": hid, "lang": h["lang"], "memories": [
            {"key": k, "written_at": iso(mems[k]["w"]), "text": mems[k]["text"]} for k in order]})
        seen_q = set()
        hn_paired = False
        for qt in h["q"]:
            asked, kind, topic, query, exp, per, mode = qt[:7]
            extra = [list(p) for p in qt[7]] if len(qt) > 7 else []
            at = pdt(asked)
            if (query, asked) in seen_q or query in {x[0] for x in seen_q}:
                fail("%s duplicate question %s" % (hid, query))
            seen_q.add((query, asked))
            if at < last_w:
                fail("%s asked_at before last memory: %s" % (hid, query))
            if h["lang"] == "en" and has_cjk(query):
                fail("%s CJK query in en history" % hid)
            if h["lang"] == "zh" and not has_cjk(query):
                fail("%s non-CJK query in zh history" % hid)
            if not exp or len(set(exp)) != len(exp):
                fail("%s empty or duplicate expected: %s" % (hid, query))
            for k in exp:
                if k not in mems:
                    fail("%s unknown key %s" % (hid, k))
            qtopics = set(topic.split("|"))
            first = mems[exp[0]]
            pairs = []
            period = None
            aperiod = None
            if kind == "current":
                if per is not None or mode is not None:
                    fail("%s current question with period" % hid)
                cands = [mems[k] for k in order if mems[k]["facts"] & qtopics]
                newest = cands[-1] if cands else None
                if newest is None or newest["key"] != exp[0]:
                    fail("%s current: first expected is not the newest of %s: %s" % (hid, topic, query))
                ftop = first["facts"] & qtopics
                for i in range(1, len(exp)):
                    a, b = mems[exp[i - 1]], mems[exp[i]]
                    if (a["facts"] & b["facts"] & qtopics) and a["w"] < b["w"]:
                        fail("%s current: older expected before newer" % hid)
                older = [mems[k] for k in order if mems[k]["facts"] & ftop
                         and mems[k]["w"] < first["w"] and k not in exp]
                if older:
                    pairs.append([exp[0], older[-1]["key"]])
                for k in order:
                    if mems[k]["negs"] & ftop:
                        pairs.append([exp[0], k])
                        hn_paired = True
                        stats["hn_pairs"] += 1
            elif kind in ("dated", "relative"):
                if mode not in ("event", "state"):
                    fail("%s %s question needs a mode" % (hid, kind))
                if kind == "relative":
                    if not isinstance(per, str):
                        fail("%s relative question needs a coded period" % hid)
                    if not _has(query, REL_PERIOD_WORDS[per]):
                        fail("%s relative words missing for %s: %s" % (hid, per, query))
                    s, e = resolve_period(per, at)
                else:
                    if not isinstance(per, tuple):
                        fail("%s dated question needs an explicit period" % hid)
                    s, e = pd(per[0]), pd(per[1])
                if s > e or s > at.date():
                    fail("%s period starts after asked_at or is empty: %s" % (hid, query))
                period = [s.isoformat(), e.isoformat()]
                if mode == "state":
                    for k in exp:
                        if mems[k]["w"].date() > e:
                            fail("%s state expected written after period: %s" % (hid, query))
                    by = [mems[k] for k in order if mems[k]["facts"] & qtopics
                          and mems[k]["w"].date() <= e]
                    if not by or by[-1]["key"] != exp[0]:
                        fail("%s state: first expected not the last by period end: %s" % (hid, query))
                    ftop = first["facts"] & qtopics
                    before = [m for m in by if m["w"].date() < s]
                    if first["w"].date() >= s and before and before[-1]["key"] not in exp:
                        fail("%s state period covers a change but the earlier fact %s is not expected: %s"
                             % (hid, before[-1]["key"], query))
                    succ = [mems[k] for k in order if mems[k]["facts"] & ftop
                            and mems[k]["w"].date() > e and k not in exp]
                    if succ:
                        pairs.append([exp[0], succ[0]["key"]])
                else:
                    for k in exp:
                        ev = mems[k]["ev"]
                        if ev is None or ev[0] < s or ev[1] > e:
                            fail("%s event outside period: %s %s" % (hid, k, query))
            elif kind == "when":
                if per is not None or mode is not None:
                    fail("%s when question with period" % hid)
                if first["ev"] is None:
                    fail("%s when: first expected has no event: %s" % (hid, query))
                if first["ev"][1] > at.date():
                    fail("%s when: answer after asked_at: %s" % (hid, query))
                aperiod = [first["ev"][0].isoformat(), first["ev"][1].isoformat()]
            else:
                fail("unknown kind " + kind)
            for a, b in extra:
                if a not in mems or b not in mems:
                    fail("%s unknown key in pair" % hid)
                if [a, b] not in pairs:
                    pairs.append([a, b])
            for a, b in pairs:
                if a == b:
                    fail("%s pair of a memory with itself" % hid)
                if b in exp:
                    fail("%s outranked memory also expected" % hid)
                ma, mb = mems[a], mems[b]
                rel = (ma["facts"] | ma["negs"]) & (mb["facts"] | mb["negs"])
                if not rel:
                    fail("%s cross-topic pair %s %s" % (hid, a, b))
                if kind == "current" and not mb["negs"] and mb["w"] > ma["w"]:
                    fail("%s current pair puts older above newer" % hid)
            qn += 1
            qo = {"id": "q%03d" % qn, "history": hid, "asked_at": iso(at), "query": query,
                  "kind": kind, "expected": list(exp)}
            if pairs:
                qo["outranks"] = pairs
            if period:
                qo["period"] = period
                qo["period_mode"] = mode
            if aperiod:
                qo["answer_period"] = aperiod
            qo["split"] = split
            out_q.append(qo)
        if not hn_paired:
            fail("%s: no current question pairs a hard negative" % hid)
    if qn < min_q:
        fail("too few questions: %d" % qn)
    return {"version": 1, "histories": out_h, "questions": out_q}, stats


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"
