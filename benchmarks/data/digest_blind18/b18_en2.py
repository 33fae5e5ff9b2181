"""English, home and life."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
S("en", """
U: Got the allotment! Plot 14B at Hollins Lane, £38 a year. The waiting list took nineteen months.
""", evt("Got the allotment! Plot 14B at Hollins Lane, £38 a year")),
S("en", """
U: My mortgage fix ends on 31 August. The broker is Dan at Haywood's; I'd rather not remortgage with the same bank again.
""", evt("My mortgage fix ends on 31 August"), gen("The broker is Dan at Haywood's"), pref("I'd rather not remortgage with the same bank again")),
S("en", """
U: I'm lactose intolerant but hard cheese is fine. Milk in tea is the real problem — oat milk for me.
""", gen("I'm lactose intolerant but hard cheese is fine"), pref("oat milk for me")),
S("en", """
U: Orthodontist for Maya: every six weeks, Thursdays after school, at the practice on Kirkgate. Her brace comes off roughly next spring.
""", evt("Orthodontist for Maya: every six weeks, Thursdays after school, at the practice on Kirkgate"), evt("Her brace comes off roughly next spring")),
S("en", """
U: We've got a lodger from October, a nursing student called Femi. He's got the back room, rent includes bills.
""", evt("We've got a lodger from October, a nursing student called Femi"), gen("He's got the back room, rent includes bills")),
S("en", """
A: Shall I plan the route by car?
U: I don't drive. Trains and buses, and I'm fine with a 20-minute walk at either end.
""", gen("I don't drive"), pref("Trains and buses, and I'm fine with a 20-minute walk at either end", x=["Shall I plan the route by car?"])),
S("en", """
U: I get migraines with bright screens, so dark mode for anything you generate as a page. Not for documents I'll print though.
""", gen("I get migraines with bright screens"), pref("dark mode for anything you generate as a page"), pref("Not for documents I'll print though")),
S("en", """
U: New glasses prescription: left -2.25, right -2.75. The optician wants to see me again in two years.
""", gen("New glasses prescription: left -2.25, right -2.75"), evt("The optician wants to see me again in two years")),
S("en", """
U: Our anniversary is the 9th of June. Ten years this time. I was thinking a weekend in the Lakes, but let me think about it more.
""", evt("Our anniversary is the 9th of June. Ten years this time")),
S("en", """
U: I cycle to work most days — 11 km each way along the canal. When it's icy I take the 42 bus.
""", gen("I cycle to work most days — 11 km each way along the canal"), gen("When it's icy I take the 42 bus")),
S("en", """
U: The caravan is booked for Whitby, 3rd to 10th of August, pitch 22. Dog allowed, which was the whole point.
""", evt("The caravan is booked for Whitby, 3rd to 10th of August, pitch 22"), gen("Dog allowed")),
S("en", """
U: My will is done. Executors are my brother Tom and my friend Aisha. The signed copy is with the solicitor, not at home.
""", evt("My will is done"), gen("Executors are my brother Tom and my friend Aisha"), gen("The signed copy is with the solicitor, not at home")),
S("en", """
U: Imagine if we won the house raffle — I'd turn the garage into a pottery studio. Ha. Anyway, what's a good name for a rabbit?
""", ),
S("en", """
U: The piano tuner comes every March and September. He's called Graham, cash only, £70.
""", evt("The piano tuner comes every March and September"), gen("He's called Graham, cash only, £70")),
S("en", """
U: My visa renewal appointment is at the Croydon office, 14 November, 9:40. I need the original payslips, not printouts from the app.
""", evt("My visa renewal appointment is at the Croydon office, 14 November, 9:40"), gen("I need the original payslips, not printouts from the app")),
S("en", """
U: Pension: I'm putting in 8 % now, the employer matches 5. My sister thinks I should go to 12 but I can't right now.
""", gen("I'm putting in 8 % now, the employer matches 5", x=["My sister thinks I should go to 12"])),
S("en", """
U: Stocks and shares ISA is with Vanguard, global all-cap fund, £300 a month on the 2nd.
""", cfg("Stocks and shares ISA is with Vanguard, global all-cap fund, £300 a month on the 2nd")),
S("en", """
U: Triathlon next June — the Windermere sprint. Swim's my weakest, so the plan has three pool sessions a week.
""", evt("Triathlon next June — the Windermere sprint"), gen("Swim's my weakest"), proj("the plan has three pool sessions a week")),
S("en", """
U: The school run is mine on Mondays and Wednesdays; Chris does the rest. Drop-off is at 8:35, the gate shuts at 8:45.
""", gen("The school run is mine on Mondays and Wednesdays; Chris does the rest"), gen("Drop-off is at 8:35, the gate shuts at 8:45")),
S("en", """
U: Thanks, that was really helpful. Have a good evening!
""", ),
S("en", """
U: The ferry to Belfast is the 22:30 from Cairnryan, cabin booked. We're bringing the car, reg ends in 4KX.
""", evt("The ferry to Belfast is the 22:30 from Cairnryan, cabin booked"), gen("We're bringing the car, reg ends in 4KX")),
S("en", """
U: Please stop putting calorie counts in the recipes. I'm recovering from an eating disorder and numbers don't help.
""", pref("Please stop putting calorie counts in the recipes"), gen("I'm recovering from an eating disorder")),
S("en", """
U: Dentist moved me from Dr Hughes to Dr Patel. Next check-up is in April; they'll text a date.
""", evt("Dentist moved me from Dr Hughes to Dr Patel"), evt("Next check-up is in April")),
S("en", """
U: The cat's been spayed, she's microchipped too. Chip number's on the fridge. Vet is Oakfield, out-of-hours goes to Vets Now.
""", evt("The cat's been spayed, she's microchipped too"), gen("Chip number's on the fridge"), gen("Vet is Oakfield, out-of-hours goes to Vets Now")),
S("en", """
A: How about a Pilates class on Tuesday evenings?
U: Tuesdays are choir. Thursday at seven works — and I've booked it, the one at the leisure centre.
""", evt("Thursday at seven works — and I've booked it, the one at the leisure centre", x=["How about a Pilates class on Tuesday evenings?"]), gen("Tuesdays are choir")),
S("en", """
U: My dad's been diagnosed with type 2 diabetes. When I ask for family recipes, keep the sugar low and skip white rice.
""", gen("My dad's been diagnosed with type 2 diabetes"), pref("keep the sugar low and skip white rice")),
S("en", """
U: A colleague swears by cold showers at 5 a.m. Sounds awful. Not for me.
""", ),
S("en", """
U: We're renting out the flat in Sheffield through Letwell, 10 % fee. The tenancy started in May, twelve months.
""", gen("We're renting out the flat in Sheffield through Letwell, 10 % fee"), evt("The tenancy started in May, twelve months")),
S("en", """
U: My hours went down to four days — Fridays off from next month. Don't schedule anything work-ish on Fridays after that.
""", evt("My hours went down to four days — Fridays off from next month"), pref("Don't schedule anything work-ish on Fridays after that", rm=["My hours went down to four days — Fridays off from next month"])),
S("en", """
U: I'm learning Welsh on the side, about 15 minutes a day. Please don't correct my Welsh unless I ask.
""", gen("I'm learning Welsh on the side, about 15 minutes a day"), pref("Please don't correct my Welsh unless I ask")),
S("en", """
U: Write me a limerick about a cat who hates Mondays.
""", ),
S("en", """
U: The boiler's due its service in January. British Gas cover, policy ends in 7731.
""", evt("The boiler's due its service in January"), gen("British Gas cover, policy ends in 7731")),
S("en", """
U: Ellie's nursery is closed the week of the 21st for training. Grandma's having her Tuesday to Thursday, we'll split the rest.
""", evt("Ellie's nursery is closed the week of the 21st for training"), evt("Grandma's having her Tuesday to Thursday")),
S("en", """
U: My friend Nadia says keto fixed everything for her. I'm not trying it; my GP said no.
""", gen("I'm not trying it; my GP said no", x=["My friend Nadia says keto fixed everything for her"])),
S("en", """
U: I hate surprise parties. Seriously. If the family asks you to help plan one for my 40th, the answer is no.
""", pref("I hate surprise parties")),
S("en", """
U: Tyres, MOT, all done last week. The car's next service is at 60,000 miles or next October, whichever comes first.
""", evt("Tyres, MOT, all done last week"), evt("The car's next service is at 60,000 miles or next October, whichever comes first")),
S("en", """
U: Bought a second-hand road bike, a 2019 Cannondale, 56 cm frame. It needs new bar tape, that's all.
""", evt("Bought a second-hand road bike, a 2019 Cannondale, 56 cm frame")),
S("en", """
U: Out of interest, what would it cost to keep bees? Purely hypothetical, I live in a flat.
""", ),
S("en", """
U: Every recipe for four, please — two adults and two teenagers who eat like six.
""", pref("Every recipe for four, please"), gen("two adults and two teenagers")),
S("en", """
U: My mum moved into sheltered housing at Beech Court, flat 9. Visiting is any time before eight.
""", evt("My mum moved into sheltered housing at Beech Court, flat 9"), gen("Visiting is any time before eight")),
]
