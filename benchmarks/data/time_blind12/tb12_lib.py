"""Date arithmetic, event codes, period codes and label derivation for time_blind12 (stdlib only)."""
import datetime as dt, re

MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
WD = {"mon":0,"tue":1,"wed":2,"thu":3,"fri":4,"sat":5,"sun":6}
WD_EN = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
WD_ZH = ["一","二","三","四","五","六","日"]
ZH_NUM = {1:"一",2:"二",3:"三",4:"四"}

class CheckFailed(Exception):
    pass

def check(cond, msg):
    if not cond:
        raise CheckFailed(msg)

def pdt(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")

def pd(s):
    return dt.date.fromisoformat(s)

def iso(ts):
    return ts.strftime("%Y-%m-%dT%H:%M:00Z")

# ---- memory event codes: code -> (event date, list of word alternatives that must appear) ----
REL_WORDS = {
    "d+0": (["tonight", "this afternoon", "today"], ["今晚", "今天下午", "今天"]),
    "d-1": (["yesterday"], ["昨天", "昨晚"]),
    "d-2": (["day before yesterday"], ["前天"]),
    "d-4": (["four days ago"], ["四天前"]),
    "d-10": (["ten days ago"], ["十天前"]),
    "d+1": (["tomorrow"], ["明天"]),
    "d+3": (["in three days"], ["大后天"]),
}

def event_date(code, written):
    """Return (date, alternatives) for a memory event code, resolved against written (datetime)."""
    wd = written.date()
    if code in REL_WORDS:
        n = int(code[1:])
        en, zh = REL_WORDS[code]
        return wd + dt.timedelta(days=n), en + zh
    m = re.fullmatch(r"(lw|tw|nw):(mon|tue|wed|thu|fri|sat|sun)", code)
    if m:
        k, w = m.group(1), WD[m.group(2)]
        monday = wd - dt.timedelta(days=wd.weekday())
        off = {"lw": -7, "tw": 0, "nw": 7}[k]
        d = monday + dt.timedelta(days=off + w)
        en = {"lw": "last ", "tw": "this ", "nw": "next "}[k] + WD_EN[w]
        zh = {"lw": "上周", "tw": "这周", "nw": "下周"}[k] + WD_ZH[w]
        zh2 = {"lw": "上星期", "tw": "本周", "nw": "下星期"}[k] + WD_ZH[w]
        if k == "tw":
            check(d >= wd, "this-weekday in the past for " + code)
        return d, [en, zh, zh2]
    m = re.fullmatch(r"on:(\d{4}-\d\d-\d\d)", code)
    if m:
        d = pd(m.group(1))
        mn = MONTHS[d.month - 1]
        return d, ["%d %s" % (d.day, mn), "%s %d" % (mn, d.day), "%d月%d日" % (d.month, d.day), "%d月%d号" % (d.month, d.day)]
    raise CheckFailed("unknown event code " + code)

# ---- question period codes: code -> (start, end, alternatives, kind) ----
def month_end(y, m):
    if m == 12:
        return dt.date(y, 12, 31)
    return dt.date(y, m + 1, 1) - dt.timedelta(days=1)

def period(code, asked):
    a = asked.date()
    if code.startswith("m:"):
        y, m = map(int, code[2:].split("-"))
        return dt.date(y, m, 1), month_end(y, m), [["%s %d" % (MONTHS[m-1], y), "%d年%d月" % (y, m)]], "dated"
    if code.startswith("day:"):
        d = pd(code[4:])
        mn = MONTHS[d.month-1]
        return d, d, [["%d %s %d" % (d.day, mn, d.year), "%s %d, %d" % (mn, d.day, d.year), "%d年%d月%d日" % (d.year, d.month, d.day), "%d年%d月%d号" % (d.year, d.month, d.day)]], "dated"
    if code.startswith("q:"):
        y, q = map(int, code[2:].split("-"))
        s = dt.date(y, 3*q-2, 1)
        e = month_end(y, 3*q)
        ordn = ["first", "second", "third", "fourth"][q-1]
        return s, e, [["Q%d %d" % (q, y), "%s quarter of %d" % (ordn, y), "%d年第%s季度" % (y, ZH_NUM[q]), "%d年Q%d" % (y, q)]], "dated"
    if code.startswith("y:"):
        y = int(code[2:])
        return dt.date(y, 1, 1), dt.date(y, 12, 31), [["in %d" % y, "%d年" % y, "during %d" % y]], "dated"
    if code == "lastweek":
        mon = a - dt.timedelta(days=a.weekday() + 7)
        return mon, mon + dt.timedelta(days=6), [["last week", "上周", "上星期", "上个星期", "上礼拜"]], "relative"
    if code == "thismonth":
        return dt.date(a.year, a.month, 1), a, [["this month", "这个月", "本月"]], "relative"
    if code == "h2lastyear":
        y = a.year - 1
        return dt.date(y, 7, 1), dt.date(y, 12, 31), [["second half of last year", "去年下半年"]], "relative"
    if code == "h1thisyear":
        return dt.date(a.year, 1, 1), dt.date(a.year, 6, 30), [["first half of this year", "first half of the year", "今年上半年"]], "relative"
    if code == "twomonthsago":
        y, m = a.year, a.month - 2
        if m <= 0:
            y, m = y - 1, m + 12
        return dt.date(y, m, 1), month_end(y, m), [["two months ago", "两个月前"]], "relative"
    if code == "past2w":
        return a - dt.timedelta(days=14), a, [["past two weeks", "last two weeks", "last fortnight", "最近两周", "过去两周", "这两周"]], "relative"
    if code == "yearbeforelast":
        y = a.year - 2
        return dt.date(y, 1, 1), dt.date(y, 12, 31), [["year before last", "前年"]], "relative"
    if code == "past30d":
        return a - dt.timedelta(days=30), a, [["past 30 days", "last thirty days", "最近三十天", "过去三十天", "last 30 days"]], "relative"
    raise CheckFailed("unknown period code " + code)

def has_cjk(s):
    return any("\u4e00" <= c <= "\u9fff" for c in s)

def parse_tags(tagstr):
    facts, others, evs = {}, [], []
    for t in [x for x in tagstr.split("|") if x]:
        if t.startswith("other:"):
            others.append(t[6:])
        elif t.startswith("ev:"):
            evs.append(t[3:])
        elif "=" in t:
            k, v = t.split("=", 1)
            check(k not in facts, "topic twice in one memory: " + k)
            facts[k] = v
        else:
            raise CheckFailed("bad tag " + t)
    return facts, others, evs
