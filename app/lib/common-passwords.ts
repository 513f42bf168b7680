/**
 * Very common passwords (ASVS 2.1.7), refused when a password is chosen: sign-up, the password change
 * and the admin CLI. Checking against breach corpora needs an outside service (a decision not taken,
 * and this must work offline), so this is a small list kept in the code: passwords that head the
 * public most-common lists (SecLists, Have I Been Pwned's top passwords) and their usual variants,
 * written down from them, of 6 or more characters (shorter ones already fail the length rule).
 * Compared ignoring case, so "Password1" counts as "password1". Server-only in practice: it is
 * imported by the schemas that only server code uses, never by a page's bundle.
 */
const list = `
123456 password 12345678 qwerty 123456789 1234567 1234567890 123123 111111 abc123 password1 iloveyou
000000 qwerty123 1q2w3e4r 654321 555555 lovely 7777777 888888 123qwe 1qaz2wsx dragon sunshine
princess letmein football monkey 666666 121212 charlie aa123456 donald qwertyuiop welcome 123321
baseball master shadow michael superman 696969 jennifer jordan23 hunter trustno1 ranger buster
thomas tigger robert soccer batman test123 pass123 killer hockey george andrew michelle jessica
pepper zxcvbn zxcvbnm 112233 asdfgh asdfghjkl qazwsx 1qaz2wsx3edc 123654 987654321 987654 159753
147258369 147258 123789 789456123 456789 password123 password12 passw0rd p@ssw0rd p@ssword pa55word
password! welcome1 welcome123 admin123 administrator adminadmin root123 toor123 changeme changeme123
default letmein1 letmein123 qwerty1 qwerty12 qwertyui q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1q2w3e
1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx zaq1zaq1 zaq1xsw2 asdf1234 asdasd asdasd123 qweqwe qweasd qweasdzxc
qwe123 qwe123qwe 123qweasd 123abc abc12345 abcdef abcdef123 abcd1234 abcdefg 1234abcd a123456 a1b2c3
a1b2c3d4 aaaaaa aaaaaaaa abcabc 123123123 12341234 11111111 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 00000000 999999 222222 333333 444444 777777 112233445566
1122334455 11223344 121314 131313 123456a 123456q 123456abc 1234qwer 12qwaszx 1234561 1234560 12345a
0123456789 0987654321 098765 09876543 7654321 87654321 54321a 101010 202020 212121 232323 252525
sunshine1 iloveyou1 iloveyou2 princess1 monkey1 monkey123 dragon1 dragon123 football1 baseball1
shadow1 master1 superman1 batman1 michael1 jordan jordan1 jessica1 charlie1 hunter1 hunter2 ashley
ashley1 bailey bailey1 passion freedom whatever nicole daniel daniel1 babygirl babygirl1 lovely1
loveme loveme1 iloveu lovers loveyou love123 love1234 lover1 tinkerbell angel1 angels butterfly
flower flowers purple orange yellow silver golden summer summer1 winter autumn spring computer
internet samsung iphone google google123 facebook linkedin twitter youtube myspace1 yahoo123 hotmail
gmail123 microsoft windows apple123 starwars startrek matrix pokemon naruto mustang ferrari porsche
corvette camaro harley yamaha mercedes chelsea arsenal liverpool barcelona realmadrid manchester
united juventus cowboys steelers yankees redsox lakers eagles patriots packers dallas chicago boston
london newyork america canada mexico brazil france germany england soccer1 hockey1 tennis golfer
basketball skater guitar music1 mickey minnie snoopy garfield scooby spiderman ironman wolverine
hello123 hello1 helloworld hellokitty whatever1 trustme secret123 secret12 security letmein! qwerty!
qwerty1! password2 password3 password7 password9 password01 password11 password99 pass1234 pass12345
passpass mypassword mypass thepassword yourpassword newpassword oldpassword temppass temp1234
testtest test1234 testing testing123 tester guest123 guestguest user1234 username login123 access
access14 access123 entry1 open123 opensesame letitbe alexander alexis amanda andrea anthony ashley12
austin benjamin brandon brittany cameron chris1 christian christopher danielle david1 dennis diamond
elizabeth eminem florida fuckyou fuckyou1 fuckoff gabriel hannah heather jackson jasmine jason1
jasper jeremy joshua justin kevin1 lauren madison maggie marina martin matthew melissa morgan
natalie nathan nicholas patrick peanut phoenix pumpkin rachel rebecca richard samantha sandra
sebastian sophie stephanie steven taylor thunder tiffany victoria vanessa william william1 zachary
charlotte olivia sophia isabella mia1234 buster1 cookie chocolate cheese banana cherry coffee pizza1
hamburger chicken1 bubbles sparky tigers tiger1 lion123 monkeys dolphin horses princesa cupcake
sweetie sweetheart sugar1 honey1 candy1 kitten kitty1 doggie puppy1 rabbit turtle dragons wizard
merlin gandalf legolas warrior knight samurai sniper killer1 blaster rocket1 thunder1 lightning
storm1 shadow12 phantom ghost1 zombie vampire demon1 angel123 heaven jesus1 jesus123 christ blessed
blessing faith1 grace1 trinity genesis matrix1 neo123 qazxsw qazwsxedc wsxedc edcrfv rfvtgb tgbyhn
yhnujm plmokn poiuytrewq lkjhgfdsa mnbvcxz asdfasdf asdfqwer zxcvbn123 zxcasdqwe zxc123 zxcv1234
1z2x3c4v 1a2b3c4d 1a2s3d4f q2w3e4r5 !qaz2wsx !qaz1qaz 1qazxsw2 qwertz qwertzu azerty azerty123
azertyuiop 147852 147852369 258456 369258 321321 456456 456123 789789 789456 789123 741852963
963852741 159357 159951 753951 852456 135790 246810 24682468 computer1 laptop1 desktop server admin1
administrator1 sysadmin webmaster manager supervisor support letmein2 welcome2 welcome12 changeit
nopassword blank1 passwort kennwort motdepasse contrasena senha123 qwerty123456 1234567891
12345678910 123456789a 123456789q 12345678a 987654321a 1111111111 0000000000 mother father sister
brother family family1 friends friend1 forever forever1 together always1 iloveyou! chrissy jenny1
kimberly courtney crystal destiny dakota diamonds harley1 jaguar jeep123 mustang1 nissan toyota
honda1 subaru volvo123 bmw123 audi123 ford123 chevy1 dodgeram cowboy1 trucker racing speed1 runner
runner1 jumper player1 gamer1 gaming xbox360 playstation nintendo mario123 zelda1 minecraft fortnite
roblox roblox123 overwatch warcraft starcraft diablo counter steam123 valorant league1 baseball2
football2 soccer12 basketball1 hockey12 golf123 tennis1 boxing wrestling karate kungfu summer2020
summer2021 summer2022 summer2023 summer2024 winter2020 winter2021 winter2022 winter2023 spring2024
autumn2023 january february march1 april1 august1 september october november december monday tuesday
friday sunday saturday weekend holiday vacation christmas easter halloween birthday qwerty2020
password2020 password2021 password2022 password2023 password2024 password2025 welcome2024
123456789012 1357924680 asdfghjkl1 qwertyuiop1 zxcvbnm1 1qaz!qaz 1qaz@wsx qwer1234 asdf123 letmein12
master12 master123 shadow123 dragon12 monkey12 killer12 hunter12 ranger1 ranger12 soccer123
secret1234 pussy1 sexy123 sexygirl hottie lovelove iloveme imissyou hellohello goodluck goodbye
thankyou nothing nobody someone anything everything whatever12 fuckme asshole bitch1 shithead
bullshit
`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export const commonPasswordMessage = "This password is too common. Choose another.";
