"""An English clause no rule of ``digest.rules`` reads that still holds an item, for the rule digester
(rule_digester.py): a setting (``SETTING``: "…, and the page limit is 6", "keep the retries at 3"), how a
thing is handled (``HANDLED``: "preview URLs are deleted after seven days"), what was done to it and when
(``DONE_ON``: "the staging cluster was decommissioned on Friday"), a rule (``DUTY``: "hardware keys are
mandatory for admins"), the days a place is closed (``CLOSED``: "…, closed Mondays"), who someone is by name
(``NAMED``: "the new piano teacher is called Mrs Shen"), where a thing is kept and what the user uses a
tool as (``KEPT``: "the spare key is under the blue crate", "I use Helix as my editor"), someone
moving, starting or quitting, and when (``MOVES``: "Mum's moving into the care home on the 30th", "I quit
the cycling club in May"), when a group meets (``MEETS``: "our swim squad trains 6:15am Tuesdays"), a condition
of the user's (``CONDITION``: "I'm left-handed", "Allergic to wasps"), what someone named likes (``LIKES``: "…, and Jo
hates surprise parties"), a name in quotes or a day a thing falls on (``NAMED_OR_DAY``: "Keycloak realm is
'harbour'", "the cutoff for expense claims is the 25th").

Every pattern is anchored and bounded: linear in the clause's length.
"""

from __future__ import annotations

import re

from .regex import lazy

# An English clause no rule reads that holds a setting: a subject and the value it is ("…, and the page
# limit is 6", "match size is 8 players"), or an instruction keeping it at one ("keep the retries at 3")
# (a subject may hold a possessive: "the food bank's Saturday shift is 9 to 1"), or the name or kind it is,
# hyphenated ("the NAS is nas-attic", "pagination is cursor-based"; not "non-negotiable", "filter-only": DUTY)
SETTING = lazy(
    r"^\s*(?:and\s+)?+(?:(?:the|our|my|each|every)\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)"
    r"[a-z][\w-]*(?:'s)?(?:\s+[a-z][\w-]*(?:'s)?){0,3}?\s+(?:is|are)\s+(?:now\s+|still\s+|only\s+|at\s+|capped at\s+|set to\s+)?"
    r"(?:[$€£¥]\s?)?\d|"
    # or a name of a machine or a place, hyphenated in lower case ("the NAS is nas-attic", "prod is prod-eu-1")
    r"^\s*(?:and\s+)?+(?:(?:the|our|my)\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)"
    r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,4}?\s+(?:is|are)\s+(?:now\s+)?(?!non-)(?-i:[a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?<!-only)(?=\s*(?:now\s*)?(?:[,;.!]|$))|"
    # or how often a thing does what it does, or after how many of what ("our Argo CD syncs every three minutes",
    # "… and pages after three failures")
    r"^\s*(?:and\s+)?+(?:(?:the|our|my)\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)"
    r"(?:[\w-]+\s+){0,3}?[a-z]{3,}(?<!s)s\s+(?:only\s+)?(?:every|after|within)\s+(?:\d+|one|two|three|four|five|six|ten|fifteen|"
    r"thirty|sixty)\s+(?:seconds?|minutes?|hours?|days?|weeks?|failures?|attempts?|retries|tries|misses)\b|"
    r"^\s*(?:and\s+)?+(?:please\s+)?(?:keep|set|leave|cap|limit|pin|hold)\s+(?:the\s+|our\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?"
    r"\s+(?:at|to)\s+(?:[$€£¥]\s?)?\d|"
    r"^\s*(?:and\s+)?+(?:keeps?|retains?|holds?|stores?)\s+(?:the\s+last\s+)?\d|"  # "and keep 14 copies"
    r"^\s*(?:and\s+)?+\d[\w.:%]*\s+[a-z]{3,}s\s*[,;.]?\s*$|"  # "… and 4 weeklies" (read without its "and")
    r"^\s*(?:and\s+)?+[a-z]{3,}s\s+(?:any|every|each)\s[^,;]{0,30}?\b(?:over|above|under|below|more than|less than)\s|"
    # or what a thing costs ("… and weekend visits cost double", "the large one costs $4 more")
    r"^\s*(?:and\s+)?+(?:(?:the|our|my|each|every)\s+)?+(?!(?:it|this|that|which|they)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?\s+"
    r"costs?\s+(?:(?:double|triple|half|twice|extra|nothing)\b|(?:about\s+)?[$€£¥]?\s?\d)",
    re.IGNORECASE,
)
# or how a thing is handled, said in the passive ("preview URLs are deleted after seven days",
# "requests are triaged within one business day", "previews are now built on Render")
HANDLED = lazy(
    r"^\s*(?:and\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they|what)\b)[a-z][\w-]*(?:\s+[\w-]+){0,5}?\s+"
    r"(?:is|are)\s+(?:now\s+|always\s+|only\s+|still\s+)?(?!broken\b|hidden\b|forgotten\b|stolen\b)"
    r"(?:[a-z]{3,}(?:ed|en)|built|kept|sent|set|put|run|held|paid|made|done|sold|split|shut|led|left)\s+(?:on|after|within|until|at|to|by|through|"
    r"as|in|every|via|with|before|once|straight|this|next|for)\b|"
    # or with "get" ("existing PSD files get archived, not converted", "members get billed $0.35 a mile")
    r"^\s*(?:and\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they|what)\b)[a-z][\w-]*(?:\s+[\w-]+){0,4}?\s+"
    r"gets?\s+(?!(?:used|married|lost|tired|bored|excited|stuck|confused|annoyed|worried)\b)[a-z]{3,}ed\b",
    re.IGNORECASE,
)
# or what was done to it, and when ("the staging cluster was decommissioned on Friday", "the job was
# rewritten last sprint"): an event
DONE_ON = lazy(
    r"^\s*(?:and\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they|what)\b)[a-z][\w-]*(?:\s+[\w-]+){0,5}?\s+"
    r"(?:was|were)\s+(?:(?:finally|just|officially|already)\s+)?(?:[a-z]{3,}(?:ed|en)|built|sent|set|paid|made|done|sold|shut|signed off)\s+(?:[a-z]+\s+){0,3}?"
    r"(?:on\s+(?:(?-i:[A-Z])|the\s+\d)|last\s+(?:week|sprint|month|year|night|(?-i:[A-Z]))|yesterday|this\s+(?:morning|week))",
    re.IGNORECASE,
)
# or a rule: what is mandatory, allowed or not ("hardware keys are mandatory for admins", "the old
# site is kept read-only until …", "TOTP is still fine for everyone else")
DUTY = lazy(
    r"^\s*(?:and\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,4}?\s+(?:is|are)\s+"
    r"(?:now\s+|still\s+|always\s+|never\s+)?(?:mandatory|required|compulsory|forbidden|banned|not allowed|only allowed|"
    r"allowed only|fine\s+(?:for|on|in)\b(?!\s+(?:me|us|now)\b)|optional|kept read-only|read-only|frozen|off-limits|exempt|"
    # or what it is kept to ("lessons are mornings only", "the Ethiopian is filter-only", "X is PLA and PETG only")
    r"(?:by\s+)?[\w-]+(?:\s+(?:and|or)\s+[\w-]+)?(?:\s+|-)only|"
    r"(?:on|off|disabled|enabled)(?=\s*[.!]?\s*$))\b|"  # a switch, said alone ("Anonymous access is off.")
    # or what it has to do or be ("everything we ship has to meet WCAG", "any piece naming a minor has to be cleared")
    r"^\s*(?:and\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)[a-z][\w-]*(?:\s+[\w-]+){0,6}?\s+"
    r"(?:has to|have to|must|needs to|need to)\s+(?!(?:be\s+)?(?:nice|good|great|fun|said|honest)\b)[a-z]|"
    # or who takes a role over ("Jorge is taking over the Saturday shift", "Amy's moving to weekdays")
    r"^\s*(?:and\s+)?+(?-i:[A-Z])[a-z]+(?:'s|\s+is)\s+(?:taking over|moving to|covering|stepping (?:in|down)|joining)\b|"
    # or what nobody or everyone does ("… and nobody goes out above force 5")
    r"^\s*(?:and\s+)?+(?:nobody|no one|everyone|everybody)\s+(?:[a-z]+\s+)?(?!(?:knows|cares|thinks|remembers|wants|likes|minds|understands|says|seems|agrees|loves|hates)\b)"
    r"[a-z]{3,}(?<!s)s\s+(?!(?:it|that|so)\b)[a-z]",
    re.IGNORECASE,
)


# the days a place is closed, said after its hours ("…9 to 5:30, closed Mondays", "… and shut on bank holidays")
CLOSED = lazy(
    r"^\s*(?:and\s+)?(?:closed|shut)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|(?:bank|public)\s+holidays)"
    r"(?:\s+and\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:bank|public)\s+holidays))?[\s,;.!]*$",
    re.IGNORECASE,
)


# who someone is by name: a role and the name it is called by ("the new piano teacher is called Mrs Shen", "our
# landlord's surname is Lei")
NAMED = lazy(
    r"^\s*(?:and\s+)?(?:the|our|my)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*(?:\s+is\s+called|'s\s+(?:sur)?name\s+is)\s+"
    r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?(?=\s*(?:[,;.!]|$))",
    re.IGNORECASE,
)


# where a thing is kept ("the spare key for the beach hut is under the blue crate"), or what the user uses a tool
# as ("I use Helix as my editor")
KEPT = lazy(
    r"^\s*(?:and\s+)?(?:the|our|my)\s+(?:[a-z][\w'-]*\s+){0,6}?(?:is|are)\s+(?:kept\s+|always\s+)?"
    r"(?:under|behind|inside|on top of|next to|beside)\s+(?:the|a|an|our|my)\s+[a-z]|"
    r"^\s*(?:and\s+)?i\s+use\s+(?!(?:it|this|that|them)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+as\s+my\s+[a-z]",
    re.IGNORECASE,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
# someone moving, starting or leaving on a day ("Mum's moving into the care home in Ledbury on the 30th"), or the
# user quitting, joining or starting something in a month ("I quit the cycling club in May")
MOVES = lazy(
    r"^\s*(?:and\s+)?(?:(?:my|our)\s+)?[a-z]+(?:'s|\s+is|\s+are|'re)\s+(?:moving|starting|leaving|retiring|relocating)\b"
    r"[^,;]{0,60}?\bon\s+(?:the\s+\d|\d|(?-i:[A-Z])[a-z]+day\b)|"
    rf"^\s*(?:and\s+)?i\s+(?:quit|left|joined|started)\s+[^,;]{{1,40}}?\s+(?:in\s+{_MONTH}\b|last\s+(?:week|month|year))",
    re.IGNORECASE,
)
# a group and when it meets, trains or plays ("our swim squad trains 6:15am Tuesdays and Thursdays", "the quiz
# team plays on Mondays")
MEETS = lazy(
    r"^\s*(?:and\s+)?(?:our|my|the)\s+(?:[a-z][\w'-]*\s+){0,3}?(?:trains|meets|practises|practices|rehearses|plays)\s+"
    r"(?:on\s+|every\s+|at\s+)?(?:\d|(?-i:[A-Z])[a-z]+days?\b)",
    re.IGNORECASE,
)

# a condition of the user's own body or diet ("I'm left-handed", "I'm lactose intolerant", "I'm vegetarian"), or
# what someone named likes or cannot stand ("…, and Jo hates surprise parties")
CONDITION = lazy(
    r"^\s*+(?:and\s+)?(?:i'm|i am)\s+(?:(?:also|mildly|severely|a bit)\s+)?(?:left-handed|right-handed|vegetarian|vegan|"
    r"pescatarian|diabetic|colou?r-?blind|short-sighted|long-sighted|coeliac|celiac|(?:lactose|gluten)\s+intolerant|"
    r"dyslexic|deaf|hard of hearing|asthmatic|epileptic|allergic\s+to\s+[a-z])|"
    # (an allergy said with no subject: "Allergic to wasps, by the way")
    r"^\s*+(?:(?:also|mildly|severely|very)\s+)?allergic\s+to\s+[a-z]",
    re.IGNORECASE,
)
# a thing and the name it goes by in quotes, with or without "is" ("Keycloak realm is 'harbour'", "…, client id
# 'portal-web'"), or a day it falls on ("the cutoff for expense claims is the 25th", "the food bank shift is every
# other Tuesday", the clause ending there); not a pronoun's ("it's 'done'") nor an example ("…, like 'Add retry'")
NAMED_OR_DAY = lazy(
    r"^\s*+(?:and\s+)?+(?:(?:the|our|my)\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they|like|as|say|said)\b)"
    r"[a-z][\w-]*+(?:'s)?(?:\s++[a-z][\w-]*+(?:'s)?){0,4}?\s++(?:(?:is|are)\s++)?'[^',;]{1,30}'\s*+[,;.!]?\s*+$|"
    r"^\s*+(?:and\s+)?+(?:(?:the|our|my)\s+)?+(?!(?:it|this|that|there|which|who|i|we|you|he|she|they)\b)"
    r"[a-z][\w-]*+(?:'s)?(?:\s++[a-z][\w-]*+(?:'s)?){0,4}?\s++(?:is|are)\s++(?:always\s++)?"
    r"(?:the\s++\d{1,2}(?:st|nd|rd|th)|every\s++(?:other\s++)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*+(?:[,;.!]|$)",
    re.IGNORECASE,
)
_LIKE_WORDS = ("hates", "loves", "likes", "prefers", "dislikes", "stand")
LIKES = lazy(
    r"^\s*+(?:and\s+)?(?-i:[A-Z])[a-z]+\s+(?:really\s+)?(?:hates|loves|likes|prefers|dislikes|can't stand|cannot stand)\s+[a-z]",
    re.IGNORECASE,
)


def kind_of(said: str) -> tuple[str, str] | None:
    """The category and label of an English clause no rule reads that says the days a place is closed
    (``CLOSED``), who someone is by name or where a thing is kept (``NAMED``, ``KEPT``), someone moving or
    a group meeting (``MOVES``, ``MEETS``), a condition of the user's (``CONDITION``) or what someone named likes
    (``LIKES``); each pattern tried only when a word it needs is there."""
    low = said.lower()
    if ("closed" in low or "shut" in low) and CLOSED.match(said):
        return "config", "Config: "
    if ("called" in low or "name" in low) and NAMED.match(said):
        return "general", "Personal: "
    if (" as my " in low or " is " in low or " are " in low) and KEPT.match(said):
        return "general", "Personal: "
    if MOVES.match(said) or MEETS.match(said):
        return "event", "Event: "
    if ("'" in said or " is " in low or " are " in low) and NAMED_OR_DAY.match(said):
        return "config", "Config: "
    if ("i'm" in low or "i am" in low or "allergic" in low) and CONDITION.match(said):
        return "general", "Personal: "
    if any(verb in low for verb in _LIKE_WORDS) and LIKES.match(said):
        return "preference", "Preference: "
    return None
