"""Where a sentence is cut into clauses, for the rule digester (natural.py, rule_digester.py).

``clauses`` cuts a sentence where an independent clause starts, so an item never swallows its
neighbour ("Use /scratch for big files, home dirs have a 50GB quota" is two facts). English: at
a comma (or "; ", " - ") before a subject and a verb, a contrast or sequence word, another value
said the same way, an instruction; at "and" before a subject of its own, another value or another
instruction; pieces cut at a second subject or value are joined back when the one before is not a
clause of the same kind; a series ("…, …, and …": clause_series.py) is cut at each member first.
Chinese: at every full-width comma, "；", "、", a dash, and before a contrast or sequence word (the
digester joins back a piece that holds nothing of its own).

Every pattern is anchored or bounded: linear in the sentence's length.
"""

from __future__ import annotations

import itertools
import re

from .clause_series import series_cuts
from .regex import lazy, precompiled

# A comma (or "；", "、" between clauses, " - ") where a new clause starts. English: before a
# subject and a verb, or a contrast/sequence word. Chinese: before a contrast or sequence word, or
# always when the comma is a full-width one (the pieces are joined back when one holds nothing).
_FOR_ROLE = (  # "Vitest for tests", "secrets through Vault"
    r"(?:and\s+)?[\w.+#-]+(?:\s+v?\d[\w.]*)?\s+(?:for|through|via)\s+(?:the\s+|our\s+)?[\w-]+(?:\s(?!and\b)[\w-]+)?\s*(?:[,;.]|$|(?=\s+and\s))"
)
_SETTING = (  # a setting named in lower case and its number ("retries 3"), not a date ("May 27") nor "not 64kb"
    r"(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s|not\s)(?:(?-i:[A-Z])[\w-]*\s+(?=(?-i:[a-z])))?"
    r"(?-i:[a-z])[\w-]*\s+(?:=\s*)?\d[\w.%]*"  # or with what it is of ("Android minSdk 24")
)
_KEY_VALUE = rf"{_SETTING}\s*(?:[,;.]|$)"
# another thing put somewhere or set to a value, the verb not said again ("…, and the seeds in db/seeds/")
_GAPPED = r"(?:and\s+)?the\s+[a-z][\w-]*(?:\s+[\w-]+){0,5}?\s+(?:in|to|at|on|under)\s+(?:(?-i:[A-Z])+\s+)?\S*[\d/]"
_SCHEDULE = (
    r"(?:daily|weekly|monthly|nightly|hourly)\s+(?:[\w-]+\s+){0,3}?(?:on|at|every)\s"  # "weekly full backup on Sundays"
)
# a value for another environment ("…, DEBUG locally", "…, OFF in prod")
_ENV_VALUE = r"(?-i:[A-Z0-9][\w.%-]*)\s+(?:in\s+(?:prod|production|staging|dev|development|qa|ci)|locally)\b"
# what is done to a thing later, said with a participle ("…, rolled up to 5m buckets after 48 hours")
_LATER_DONE = (
    r"[a-z]{3,}ed(?:\s+(?:up|down|back|out))?\s+(?:to|into)\s+[^,;]{0,12}\d[^,;]{0,20}?\b(?:after|every|once)\b"
)
# another value named with what it is of, the verb left out ("…, pH around 6.8", "…, handover on
# Wednesdays at 11", "…, coffee stop at Skerries"), not a day or a month ("…, Friday at 7"), a word
# that joins or points back, a person ("…, I looked at Bootstrap but …"), nor when the one who goes gets there
# or leaves ("…, landing at 9pm": more of the trip, as "…，晚上九点到")
_ELLIPTIC = (
    r"(?!(?:and|or|but|so|then|the|a|an|it|its|this|that|from|until|till|back|only|also|just|even|i|we|you|he|she|they|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|"
    r"landing|arriving|leaving|departing|getting)[a-z]*\b)"
    r"[\w-]+(?:\s+[a-z][\w-]*)?\s+(?:on|at|around|about)\s+(?:[^,;]{0,20}?\d[^,;]{0,20}?|(?-i:[A-Z])[\w'-]+)\s*(?:[,;.]|$)"
)
# what comes after a span of time ("…, delivery in three weeks", "…, results within 10 days"), not a
# word that joins or points back
_AFTER_SPAN = (
    r"(?!(?:and|or|but|so|then|the|a|an|it|this|that|back|only|also|just|even|i|we|you|he|she|they)\b)[a-z][\w-]*\s+"
    r"(?:in|within)\s+(?:about\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of)\s+"
    r"(?:minutes?|hours?|days?|weeks?|months?|years?)\s*(?:[,;.]|$)"
)
# something done, said with its participle alone ("…, invoice sent", "…, flights booked")
_DONE_ALONE = (
    r"(?!(?:and|or|but|so|then|it|this|that|i|we|you|he|she|they|all|everything)\b)(?:[a-z][\w-]*\s+)?[a-z][\w-]*\s+"
    r"(?:already\s+)?(?:paid|booked|sent|signed|confirmed|ordered|cancell?ed|approved|filed|submitted|sorted|reserved|delivered)"
    r"\s*(?:[,;.!]|$)"
)
# another thing and the path it is or goes under, the verb left out ("…, thumbnails under /srv/thumbs",
# "…, consumption folder /data/inbox"), not a word that joins or points back
_PATH_VALUE = (
    r"(?!(?:and|or|but|so|then|the|a|an|it|its|this|that|from|to|i|we|you|he|she|they)\b)(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+"
    r"(?:(?:under|in|at|to|goes\s+(?:under|in|to))\s+)?~?/[\w./~-]*\s*(?:[,;.]|$)"
)
# a rate of its own ("…, at ¥25 an hour", "…, for $12 a head")
_RATE = r"(?:at|for)\s+[$£€¥]\s?\d[\d,.]*\s+(?:an?|per|each)\b"
# another value for where it serves, after one ("…4000 locally and 4100 behind the proxy", "…every 30s on the edge
# nodes, 15s everywhere else"), or what else the thing has on another number ("…API is on 9000 and its console on
# 9001")
_SERVES_ELSE = (
    r"\d[\w.%]*+\s++(?:everywhere|anywhere)\s++else\b|its\s++[a-z][\w-]*+\s++(?:is\s++)?(?:on|at)\s++(?:port\s++)?\d"
)
# (where it serves, only after "and": "…runs on 8080 inside the container" is one value)
_SERVES_BEHIND = r"\d[\w.:%]*+\s++(?:behind|inside|outside)\s"
# another thing and the name it goes by in quotes, after a comma ("…realm is 'harbour', client id 'portal-web'")
_QUOTED_AFTER_COMMA = r"(?<=,\s)(?!(?:is|are|and|or|but|so|the|it|which|like|as|say|said)\b)[a-z][\w-]*+(?:\s++[a-z][\w-]*+)?\s++'[^',;]{1,30}'\s*+(?:[,;.]|$)"
_SAME_WAY = (
    # (or another port with the protocol it speaks: "…1883 plain inside the house, 8883 with TLS")
    rf"\d[\w.%]*\s+(?:\w+\s+)?(?:for|in|on|per)\s|\d{{2,5}}\s+with\s+(?-i:[A-Z]{{2,5}})\b|{_SERVES_ELSE}|{_FOR_ROLE}|{_KEY_VALUE}|{_GAPPED}|{_SCHEDULE}|{_ENV_VALUE}|"
    rf"{_ELLIPTIC}|{_RATE}|{_AFTER_SPAN}|{_DONE_ALONE}|{_PATH_VALUE}"
)
_AND_SUBJECT = r"and\s+(?:the|our|my|your|his|her|their)\s+[^,;]{1,30}?\b"
# another thing named and the value it is, after a clause saying one ("the admin UI is 15672 and AMQP is
# 5672", "staging is stg-eu-2 and prod is prod-eu-1", "… and self-heal is off", "… and sign-up is invite-only"): joined back when the
# piece before has no verb ("Ana and Bo are 7")
_AND_NAMED_IS = (
    r"and\s+(?!(?:it|this|that|there|which|who|he|she|they|we|i|you|what|so|then|also)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+"
    r"(?:is|are)\s+(?:now\s+|still\s+)?(?:[^\s,;]*\d|[a-z]+-[\w.-]*\d|(?:on|off|enabled|disabled|invite-only|read-only|"
    r"private|public|mandatory|optional)\b)"
)
_EN_VERB = precompiled(
    r"\b(?:is|are|was|were|has|have|had|will|must|should|owns?|runs?|lives?|goes|'s|'re|'ll|'m|'ve|"
    r"use|let'?s|keep|set|put|make|go|stay|moved?|sits?|opens?|closes?|starts?|ends?|listens?|points?|\w+ed)\b",
    re.IGNORECASE,
)
# (a comma between a number's thousands, "$1,850", cuts nothing)
_EN_CUT = precompiled(
    # "and" before another value said the same way ("10 in dev and 40 in prod")
    # or a subject of its own ("my daughter is 7 and my son is 4")
    # ("between 9 and 17 on weekdays" is one value)
    rf"\s(?<!between \d\s)(?<!between \d\d\s)(?<!between \d:\d\d\s)(?<!between \d\d:\d\d\s)(?=but\b|and\s+\d[\w.:%]*\s+(?:\w+\s+)?(?:for|in|on|with)\s|and\s++(?:{_SERVES_ELSE}|{_SERVES_BEHIND})|{_QUOTED_AFTER_COMMA}|and\s+(?-i:[A-Z])[\w.+#-]*\s+for\s|"
    # another name on its own port or number, the verb not said again ("… runs on 6006 and Vite on 5173")
    r"and\s+(?-i:[A-Z])[\w.+#-]*\s+(?:on|at)\s+(?:port\s+)?\d+\s*(?:[,;.]|$)|"
    rf"and\s+{_GAPPED}|"
    # a plural subject doing something to a value ("… is a SolarEdge and the panels face 190 degrees")
    r"and\s+the\s+[a-z][\w-]*[a-rt-z]s\s+(?!(?:are|were|have|had|and|or|in|on|at|for|to|of)\b)[a-z]{3,}(?<!s)\s+(?=[^,;]{0,12}\d)|"
    # another act in progress ("we're pausing the trial and only billing the annual plans")
    r"and\s+(?:(?:only|also|just)\s+[a-z]{3,}ing|[a-z]{3,}ing\s+(?:the|a|an|off|on|up|out|all|every|our))\b|"
    # another setting of the same subject ("they run at 2:15 and keep 14 copies", "… and flags any
    # mismatch over 50 cents")
    r"and\s+(?:keeps?|retains?|holds?|stores?)\s+(?:the\s+last\s+)?\d|and\s+[a-z]{3,}s\s+(?:any|every|each)\s|"
    r"and\s+\d[\w.:%]*\s+[a-z]{3,}s\s*(?:[,;.]|$)|"  # "keep 7 dailies and 4 weeklies"
    # what the team does to a thing, after a fact ("webhooks hit /hooks/pay and we check the signature first"; not
    # what it thinks, may or wants: "… and we think it's fine")
    # what the other party wants of its own ("…is the 9th and they want weekly reports")
    r"and\s+(?:they|the client|the customer)\s+(?:want|need|expect|asked for)\b|"
    r"and\s+we\s+(?!(?:think|guess|mean|hope|wish|wonder|might|may|could|should|would|can|will|need|want|like|love|"
    r"know|feel|believe|agree|see|are|were|have|had|do|did|also|then|just|all|both)\b)[a-z]{3,}(?<!ed)\s+"
    r"(?:the|a|an|every|each|all|it|them)\b|"
    # another instruction ("run it at 01:30 and gzip the output", "target 3.11 and use type hints")
    r"and\s+(?:use|skip|avoid|prefer|cite|include|add)\s+(?!(?:it|them|that|this|to|as|of|for|up)\b)[a-z][\w-]*\s+[a-z]|"
    r"and\s+(?!(?:the|a|an|then|also|so|all|it|its|they|we|i|you)\b)[a-z]*[a-rt-z]\s+(?:the|it|them|all|every|each)\b|"
    # a bare plural subject and its verb ("…for payments and invoices come from Stripe Billing", "… and weekend
    # visits cost double")
    r"and\s+(?:(?-i:[a-z])[\w-]*\s+)?[a-z][\w-]*[a-rt-z]s\s+(?:come|go|run|live|stay|get|use|need|are|have|move|expire|cost|"
    r"take|pay|last|start|end|close|open|sync|ship)\b|"
    # a subject of its own doing something now ("…, and the scanner folder empties every Friday", "… and
    # the laptop profile routes everything through it"), its verb in the present, something after it
    r"and\s+(?:the|our|my|your|his|her|their)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*(?<!s)\s+"
    r"(?:(?:only|now|also|always|never|still|just)\s+)?(?!(?:is|has|was|does|says|seems|looks)\b)[a-z]{2,}[^\Ws]s(?=\s+[\w$£€¥])|"
    rf"{_AND_SUBJECT}(?:is|are|was|were|has|have|had|will|must|should|owns?|runs?|lives?|goes)\b|{_AND_NAMED_IS}|"
    # a person of their own and where they are down for, after a time ("…opens at 7:45 and she's down for
    # Tuesdays")
    # another thing the same subject does, after how many of what ("checks every 60 seconds and pages after three
    # failures")
    r"and\s+[a-z]{3,}(?<!s)s\s+(?:after|within)\s+(?:\d+|one|two|three|four|five|six|ten)\s+[a-z]+|"
    r"(?<=\d\s)and\s+(?:he|she|they)(?:'s|'re|\s+is|\s+are)\s+(?:down|booked|signed up|registered|on)\s+for\b)|"
    r"(?:[;；]|,(?!(?<=\d,)\d{3}(?!\d))|\s[-–—]\s)\s*(?=(?:but|so|then|and then|though|although|because|since|also|otherwise|maybe|perhaps|"
    # one of several listed ("…, plus Alertmanager", "first, …; second, …")
    r"plus)\b|(?:and\s+)?(?:first|second|third|fourth|fifth|lastly)(?:ly)?,|"
    # a choice said without a verb ("npm not yarn"), a deferral ("strict mode later maybe")
    r"[\w.+#-]+\s+(?:not|over|rather than|instead of)\s+[\w.+#-]+\s*(?:[,;.]|$)|"
    r"[^,;]{1,40}\b(?:later|eventually|someday|some day|at some point|down the road)(?:,?\s*(?:maybe|perhaps))?"
    r"(?:\s+(?:if|when|once|unless)\b[^,;]*)?[\s.!]*$|[^,;]{1,30}\b(?:maybe|perhaps)\s+(?:later|next|in|after|once)\b|"
    # how many it keeps, after when it runs ("…every night at 02:30, keeps 7 daily and 4 weekly")
    r"(?:keeps?|retains?)\s+(?:the\s+last\s+)?\d+\s+(?:daily|weekly|monthly|hourly|nightly|days?|weeks?|months?|"
    r"snapshots?|copies|versions?|backups?)\b|"
    # someone of their own and what they like or cannot stand ("…14 August, and Jo hates surprise parties")
    r"and\s+(?-i:[A-Z])[a-z]+\s+(?:hates|loves|likes|prefers|dislikes|can't stand|cannot stand)\s|"
    # the days it is closed, after its hours ("…9 to 5:30, closed Mondays": clause_settings.CLOSED)
    r"(?:and\s+)?(?:closed|shut)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|(?:bank|public)\s+holidays)\b|"
    # a remark on another topic ("…, btw the docs are stale"), the end of a debate ("…; in the end we…")
    r"(?:btw|by the way|oh,? and|oh,? also|side note|unrelated|in the end|ultimately|finally)\b|"
    # a thing named by what it is ("…, the old one shuts down in May"), as "旧的下个月关掉"
    r"(?:the\s+)?(?:old|new|other|former|previous|remaining)\s+ones?\b|"
    # a name of its own as a subject ("Sentry for errors - Datadog is too pricey", "Marco covers on-call")
    r"(?:(?-i:[A-Z])|[a-z]+(?-i:[A-Z]))[\w.+#-]*(?:\s+v?\d[\w.]*)?\s+(?:is|are|was|were|has|have|(?:covers|owns|handles|leads|manages|maintains|"
    r"reviews|approves|takes over)(?!\s+(?:it|them|that|this|those)\b))\b|"
    # or taking a role over ("… — Amy's moving to weekdays")
    r"(?-i:[A-Z])[a-z]+(?:'s|\s+is)\s+(?:taking over|moving to|covering|stepping (?:in|down)|joining)\b|"
    # or a thing of that name ("…, Heroku pricing made it easy", "…, Vercel support was slow")
    r"(?-i:[A-Z])[\w.+#-]*\s+(?-i:[a-z]+)\s+(?:made|was|were|is|are|has been|kept|got)\b|"
    # a bare subject and the value it is ("kickoff call is 10/28", "staging db is on port 5433")
    r"(?!(?:which|who|that|it|this|there)\b)(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*\s+(?:is|are)\s+(?=[^,;]{0,20}\d)|"
    # or what it is ("…, scope is the public API")
    r"(?!(?:which|who|that|it|this|there|what|here)\b)(?:[a-z][\w-]*\s+)?[a-z][\w-]*\s+(?:is|are)\s+(?:the|an?)\s|"
    # or what it was ("…, root cause was a full disk")
    r"(?!(?:which|who|that|it|this|there)\b)(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*\s+(?:was|were)\s+(?:an?|the)\s|"
    # a choice said without a verb after "and" ("…, and YAML over TOML for config")
    r"and\s+[\w.+#-]+(?:\s+[\w.+#-]+)?\s+over\s|"
    # a bare noun doing something, every time or at a point ("…, and cleanup runs after each import")
    r"and\s+(?:the\s+)?[a-z][\w-]*(?:\s+\d{1,3})?\s+[a-z]{3,}(?<!s)s\s+(?:every|each|all|on|at|the|when|after|before)\b|"
    # a name doing something somewhere ("…, and Elasticsearch itself only binds to localhost")
    r"and\s+(?-i:[A-Z])[\w.+#-]*(?:\s+itself)?(?:\s+(?:only|also|now|still|never|always))?\s+[a-z]{3,}(?<!s)s\s+"
    r"(?:to|on|in|at|from|via|through)\b|"
    # or moved to another value ("…, and Grafana moved to 3300 because …")
    r"and\s+(?-i:[A-Z])[\w.+#-]*\s+(?:moved|switched|went|changed|migrated)\s+(?:back\s+)?(?:to|over\s+to)\s+(?:port\s+)?\d|"
    # a short instruction in a list ("…, no exclamation marks, American spelling please")
    r"no\s+(?!exceptions?\b|excuses\b)(?:[a-z][\w-]*\s+){0,2}(?!(?:there|here|then|either|yet)\b)[a-z][\w-]*"
    r"(?:\s+(?:after|before|during|past|until)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)?\s*(?=[,;.]|$)|[^,;]{1,30}\bplease\s*(?=[,;.]|$)|"
    # someone of the user's doing something ("I'm driving her, my brother picks her up")
    r"(?:my|our|his|their)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?!(?:is|was|has|does|says|thinks|seems|looks)\b)"
    r"[a-z]{3,}(?<!s)s\s+(?:up|in|out|off|over|him|her|them|us|me|the|it|on|at)\b|"
    # a person or a bare noun doing something ("we dropped Jira", "backend stays on Render")
    r"(?:we|i|he|she|they)\s+(?!think\b|guess\b|mean\b)[a-z]+(?:ed|ve)\b|"
    r"(?!(?:which|who|that|where|when|and|or|but)\b)[a-z][\w-]*\s+(?:stays?|lives?|runs?|sits?|moved|goes|went|"
    r"defaults|points|expires|rotates|resets)\b|"
    # a coordinated subject doing something to a value ("…, and stamina regenerates 10 per second")
    r"and\s+(?:the\s+)?[a-z][\w-]*\s+[a-z]{3,}s\s+(?=[^,;]{0,12}\d)|"
    # a coordinated clause with a subject of its own ("…, and the lockfile must be committed", "…, and
    # old rows get archived"), a person doing something ("…, and we rotate the keys", "…, and Ana's
    # hosting"), a bound of its own ("…, and max 8 seats a team")
    r"and\s+[^,;]{1,40}?\b(?:is|are|was|were|has|have|had|will|can|must|should|would|needs?|stays?|goes|runs?|"
    r"(?:gets?|got)\s+[a-z]+(?:ed|en))\b|"
    r"and\s+(?:we|i|they)(?:'re|'ll|'ve|'d| are| will| would)?\s+(?!(?:and|or|the|a|an)\b)[a-z]+\b|"
    r"and\s+(?-i:[A-Z])[\w-]*'s\s+[a-z]+ing\b|"
    r"and\s+(?:max(?:imum)?|min(?:imum)?|at most|at least|up to)\s+\d|"
    # what is done to it later, said with a participle ("…, compressed to 1/10 after 7 days")
    rf"{_LATER_DONE}|"
    # the value that held before ("…, 30 was the old build")
    r"\d[\w.%]*\s+(?:was|were)\s+(?:the\s+)?(?:old|previous|former|last)\b|"
    r"(?:[\w.+#-]+\s+){1,2}(?:must|should|will|can|cannot|can't|won't|needs? to|has to|have to)\b|"
    r"(?:and\s+)?(?:the|our|my|your|his|her|their|its|this|that|these|those|it|we|i|he|she|they|you)\b[^,;]{0,40}?\b"
    r"(?:is|are|was|were|has|have|had|will|can|must|should|owns?|runs?|lives?|starts?|renews?|"
    r"stays?|looks?|listens?|points?|sends?|uses?|needs?|goes|takes?|holds?|sits?|expires?|costs?|gets?|lands?|binds?|"
    r"keeps?|should|would|could|may|might|does|do|did|'s|'re|'ll|'m|'ve|says(?!\s+(?:hi|hello|hey|thanks|thank you|sorry|bye|congrats|well done)\b)|mails|emails|texts|pages|calls)\b|"
    # a bare noun that has none of a thing, or is gone ("…, prod has no public hostname", "…, the fax's gone")
    r"(?:[a-z][\w-]*\s+)?[a-z][\w-]*\s+has\s+no\b|(?:the\s+)?[a-z][\w-]*'s\s+(?:gone|dead|broken|been\s+\w+ed)\b|"
    # another value said the same way ("1 hour for product pages, 5 min for the cart", "Vitest for
    # tests", a setting in lower case: "retries 3", not a product's version: "CUDA 12.2")
    rf"{_SAME_WAY}|"
    # a bare plural subject and its verb ("home dirs have a quota", "unit tests run in CI")
    r"(?:[a-z][\w-]*\s+)?[a-z][\w-]*[a-rt-z]s\s+(?:are|were|have|had|need|run|use|live|stay|go|get|take|hold|"
    r"keep|expire|cost|sit|point|look|start|end)\b|"
    # the rest, said apart ("…, everything else needs one")
    r"(?:and\s+)?(?:everything|everyone|anything|anyone) else\b|"
    r"(?:and\s+)?(?:use|keep|make|leave|set|put|move|switch|drop|add|remove|never|always|don't|do not|stop|no more|please|"
    r"skip|avoid|write|prefer|pin|cap|limit|mute|page|"
    r"(?:can|could|would|will) you|prepare|prep|put together|remind|ping|notify)\b)",
    re.IGNORECASE,
)
# an English clause saying another value the way the one before did ("…, Vitest for tests")
SAME_WAY = precompiled(rf"^\s*(?:(?:and|plus)\s+)?(?:{_SAME_WAY}|{_LATER_DONE})", re.IGNORECASE)
_ZH_CUT = precompiled(
    r"(?:[，；;、]|,(?!(?<=\d,)\d{3}(?!\d)))\s*|\s*(?:——|—)\s*|(?<!\s)\s+(?=(?:但是?|不过|然后|所以|后来|最后|而且|另外)\s*)"
)
_CJK = precompiled(r"[\u4e00-\u9fff]")
_CJKS = _CJK


def clauses(sentence: str) -> list[str]:
    """``sentence`` cut where a clause starts; the separators stay with the piece before. An
    English series ("…, …, and …": clause_series.py) is cut at each member first."""
    if _CJK.search(sentence):
        return _cut(sentence, _ZH_CUT)
    bounds = [0, *series_cuts(sentence), len(sentence)]
    return [piece for start, end in itertools.pairwise(bounds) for piece in _cut(sentence[start:end], _EN_CUT)]


def members(pieces: list[str]) -> set[int]:
    """The indexes of ``pieces`` (a sentence's clauses) that open a member of a series after its first
    (in a sentence mixing both languages too: "房租 is 6800 a month, lease runs until August, and …")."""
    starts, at = set(series_cuts("".join(pieces))), 0
    found: set[int] = set()
    for index, piece in enumerate(pieces):
        if at in starts:
            found.add(index)
        at += len(piece)
    return found


def _cut(sentence: str, cut: re.Pattern[str]) -> list[str]:
    out, start = [], 0
    for match in cut.finditer(sentence):
        piece = sentence[start : match.end()]
        if piece.strip(" ,，;；、-–—"):
            out.append(piece)
            start = match.end()
    out.append(sentence[start:])
    pieces = [piece for piece in out if piece.strip(" ,，;；、-–—。.!！")]
    return pieces if cut is _ZH_CUT else _parallel_only(pieces)


_AND_SUBJECT_AT = precompiled(_AND_SUBJECT, re.IGNORECASE)
_AND_NAMED_IS_AT = lazy(_AND_NAMED_IS, re.IGNORECASE)
_SAYS = lazy(r"[a-z]{2}[^\Ws]s\b")  # a verb in the present ("syncs"), or a plural
_FOR_ROLE_AT = precompiled(_FOR_ROLE, re.IGNORECASE)
_KEY_VALUE_AT = precompiled(_KEY_VALUE, re.IGNORECASE)
_GAPPED_AT = precompiled(rf"and\s+{_GAPPED}", re.IGNORECASE)
_SETS = precompiled(r"\s*(?:set|put|move|change|bump|raise|lower|point)\b", re.IGNORECASE)  # "set A and B to 30"
_SET_TO = precompiled(r"\s(?:in|to|at|on|under)\s+\S*[\d/]", re.IGNORECASE)  # …unless A was set already
_KEY_VALUE_END = precompiled(rf"\b{_SETTING}[\s,;.]*$", re.IGNORECASE)
_ROLE = lazy(r"\b(?:for|through|via)\b", re.IGNORECASE)
_TAIL = 200  # characters at the end of a clause that hold a setting said last


def _parallel_only(pieces: list[str]) -> list[str]:
    """English pieces cut at a second subject or a value said again are joined back when the
    piece before them is not a clause of the same kind: "my wife and my son are…" has no verb
    before its "and" (", and" always starts a clause); "a Mac mini, M2 Pro, macOS 14" is one
    machine, not "timeout 30s, retries 3"; "Vitest for tests" follows "Vite for the build"."""
    kept: list[str] = []
    # what each kept clause holds so far, found piece by piece: a verb, "for"/"through"/"via", a value
    # set somewhere (a sentence of many pieces joined back stays linear in its length)
    verb, role, set_to, said = False, False, False, False
    for piece in pieces:
        before = kept[-1] if kept else None
        joins = (
            before is not None
            and (
                (_AND_SUBJECT_AT.match(piece) is not None and not before.rstrip().endswith(",") and not verb)
                or (_AND_NAMED_IS_AT.match(piece) is not None and not before.rstrip().endswith(",") and not said)
                or (_FOR_ROLE_AT.match(piece) is not None and not role)
                # (the setting ends the clause before: its last characters are enough)
                or (_KEY_VALUE_AT.match(piece) is not None and _KEY_VALUE_END.search(before[-_TAIL:]) is None)
                or (_GAPPED_AT.match(piece) is not None and _SETS.match(before) is not None and not set_to)
            )
        )
        holds = (_EN_VERB.search(piece) is not None, _ROLE.search(piece) is not None, _SET_TO.search(piece) is not None)
        says = holds[0] or _SAYS.search(piece) is not None
        if joins and before is not None:
            kept[-1] = before + piece
            verb, role, set_to = verb or holds[0], role or holds[1], set_to or holds[2]
            said = said or says
        else:
            kept.append(piece)
            verb, role, set_to = holds
            said = says
    return kept
