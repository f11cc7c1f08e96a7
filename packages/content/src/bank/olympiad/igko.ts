import type { BankQuestion } from '@app/shared';
import { olympiadSection } from './build';

const ga3 = olympiadSection('IGKO', 3, 'General Awareness');
const ca3 = olympiadSection('IGKO', 3, 'Current Affairs');
const ls3 = olympiadSection('IGKO', 3, 'Life Skills');
const ach3 = olympiadSection('IGKO', 3, 'Achievers Section');
const ga7 = olympiadSection('IGKO', 7, 'General Awareness');
const ca7 = olympiadSection('IGKO', 7, 'Current Affairs');
const ls7 = olympiadSection('IGKO', 7, 'Life Skills');
const ach7 = olympiadSection('IGKO', 7, 'Achievers Section');

// Current-affairs questions name their year so they stay true as the bank ages.

/** IGKO class 3 and class 7 practice MCQs, every section. */
export const BANK_OLYMPIAD_IGKO: BankQuestion[] = [
  // Class 3 — General Awareness
  ga3(
    'Our Country India',
    'easy',
    'What is the national animal of India?',
    ['Tiger', 'Lion', 'Elephant', 'Peacock'],
    'The Bengal tiger is the national animal; the peacock is the national bird.',
    { mis: { Peacock: 'The peacock is the national bird, not the national animal.' } },
  ),
  ga3(
    'Sports and Games',
    'easy',
    'How many players does one cricket team have on the field?',
    ['11', '9', '7', '15'],
    'A cricket team fields 11 players.',
  ),
  ga3(
    'Famous Personalities',
    'medium',
    "Who is called the 'Father of the Nation' in India?",
    ['Mahatma Gandhi', 'Jawaharlal Nehru', 'Bhagat Singh', 'Subhas Chandra Bose'],
    'Mahatma Gandhi led the freedom struggle through non-violence and is called the Father of the Nation.',
  ),
  ga3(
    'Festivals and Culture',
    'easy',
    'Which festival is known as the festival of lights?',
    ['Diwali', 'Holi', 'Pongal', 'Onam'],
    'On Diwali people light diyas and lamps; Holi is the festival of colours.',
  ),
  ga3(
    'Space and the Earth',
    'medium',
    'Which is the largest planet in our solar system?',
    ['Jupiter', 'Saturn', 'Earth', 'Neptune'],
    'Jupiter is the largest planet; Saturn is second.',
  ),
  ga3(
    'Books and Authors',
    'medium',
    "Who wrote 'The Jungle Book'?",
    ['Rudyard Kipling', 'Ruskin Bond', 'R. K. Narayan', 'Enid Blyton'],
    "Rudyard Kipling wrote 'The Jungle Book' (1894), the stories of Mowgli.",
  ),
  // Class 3 — Current Affairs
  ca3(
    'Science and Technology News',
    'medium',
    'In August 2023, which Indian mission landed near the south pole of the Moon?',
    ['Chandrayaan-3', 'Mangalyaan', 'Aditya-L1', 'Gaganyaan'],
    'Chandrayaan-3 landed on 23 August 2023; Mangalyaan went to Mars and Aditya-L1 studies the Sun.',
  ),
  ca3(
    'Sports Events',
    'medium',
    "Which country won the ICC Men's T20 World Cup in 2024?",
    ['India', 'South Africa', 'Australia', 'England'],
    'India beat South Africa in the final in June 2024.',
  ),
  ca3(
    'International Events',
    'medium',
    'Which city hosted the Summer Olympic Games in 2024?',
    ['Paris', 'Tokyo', 'Los Angeles', 'London'],
    'Paris hosted the 2024 Olympics; Tokyo hosted the previous Games and Los Angeles will host in 2028.',
  ),
  ca3(
    'National Events',
    'medium',
    "In September 2023, the G20 Leaders' Summit was held in which Indian city?",
    ['New Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
    'India held the G20 presidency and hosted the summit at Bharat Mandapam, New Delhi.',
  ),
  ca3(
    'Science and Technology News',
    'hard',
    "What is the name of India's first space mission to study the Sun, launched in 2023?",
    ['Aditya-L1', 'Chandrayaan-2', 'Mangalyaan', 'Gaganyaan'],
    "'Aditya' means the Sun; Aditya-L1 was launched on 2 September 2023.",
  ),
  ca3(
    'Sports Events',
    'easy',
    'In December 2024, D. Gukesh of India became the youngest world champion in which game?',
    ['Chess', 'Badminton', 'Table tennis', 'Carrom'],
    'Gukesh won the World Chess Championship in Singapore at the age of 18.',
  ),
  // Class 3 — Life Skills
  ls3(
    'Good Manners',
    'easy',
    'What should you say when you want someone to move aside so that you can pass?',
    ['Excuse me', 'Thank you', 'Good luck', 'Congratulations'],
    "'Excuse me' politely asks for someone's attention or space.",
  ),
  ls3(
    'Safety Rules',
    'easy',
    'Which colour of the traffic light tells us to stop?',
    ['Red', 'Green', 'Yellow', 'Blue'],
    'Red means stop, yellow means get ready and green means go.',
  ),
  ls3(
    'Healthy Habits',
    'easy',
    'When should we wash our hands with soap?',
    ['Before eating and after using the toilet', 'Only once a week', 'Only after eating', 'Never'],
    'Washing hands before meals and after the toilet removes germs.',
  ),
  ls3(
    'Helping Others',
    'medium',
    'A classmate has forgotten his lunch box. What is the kind thing to do?',
    ['Share some of your lunch with him', 'Laugh at him', 'Tell everyone about it', 'Eat quickly so he cannot ask'],
    'Sharing helps a friend in need.',
  ),
  ls3(
    'Managing Time and Money',
    'medium',
    'Riya gets ₹50 pocket money every week. She wants a book that costs ₹200. What is the best plan?',
    [
      'Save her pocket money for four weeks',
      'Spend all her money on sweets',
      'Borrow the book and never return it',
      'Ask a friend to buy it for her',
    ],
    '₹50 × 4 = ₹200, so saving for four weeks lets her buy it herself.',
  ),
  // Class 3 — Achievers Section
  ach3(
    'Our Body and Health',
    'hard',
    'In which part of our body is the smallest bone found?',
    ['Ear', 'Nose', 'Finger', 'Toe'],
    'The stapes (stirrup) bone in the middle ear is the smallest bone of the body.',
  ),
  ach3(
    'Inventions and Discoveries',
    'hard',
    'Who invented the telephone?',
    ['Alexander Graham Bell', 'Thomas Edison', 'Isaac Newton', 'The Wright brothers'],
    'Alexander Graham Bell patented the telephone in 1876; Edison is known for the electric bulb and the Wright brothers for the aeroplane.',
  ),
  ach3(
    'Plants and Animals',
    'hard',
    "Which animal is called the 'ship of the desert'?",
    ['Camel', 'Horse', 'Elephant', 'Ostrich'],
    'Camels carry people and loads across deserts and can go for days without water.',
  ),
  ach3(
    'Transport and Communication',
    'hard',
    'What is the fastest way to send a written message to a friend in another country?',
    ['E-mail', 'Postcard', 'Courier', 'Pigeon post'],
    'An e-mail reaches anywhere in the world within seconds.',
  ),
  ach3(
    'Safety Rules',
    'extreme',
    'You must cross a road where there is no zebra crossing or signal. What should you do?',
    [
      'Look right, then left, then right again, and cross when the road is clear',
      'Run across as fast as you can',
      'Cross while looking at your phone',
      'Cross from between two parked buses',
    ],
    'In India traffic keeps to the left, so the nearest vehicles come from the right; check both ways and cross only when clear, where drivers can see you.',
  ),
  // Class 7 — General Awareness
  ga7(
    'Geography and Environment',
    'medium',
    'Which is the longest river flowing in India?',
    ['Ganga', 'Godavari', 'Yamuna', 'Brahmaputra'],
    'The Ganga flows about 2500 km within India; the Godavari is the longest river of peninsular India.',
    { mis: { Godavari: 'The Godavari is the longest river of the peninsula, not of all India.' } },
  ),
  ga7(
    'History and Heritage',
    'medium',
    'Which Mughal emperor built the Taj Mahal?',
    ['Shah Jahan', 'Akbar', 'Humayun', 'Aurangzeb'],
    'Shah Jahan built the Taj Mahal in Agra in memory of his wife Mumtaz Mahal.',
  ),
  ga7(
    'Indian Constitution and Polity',
    'medium',
    'Who is known as the chief architect of the Indian Constitution?',
    ['Dr B. R. Ambedkar', 'Jawaharlal Nehru', 'Sardar Vallabhbhai Patel', 'Dr Rajendra Prasad'],
    'Dr B. R. Ambedkar chaired the Drafting Committee; Dr Rajendra Prasad was President of the Constituent Assembly.',
    { mis: { 'Dr Rajendra Prasad': 'He presided over the Constituent Assembly but did not chair the drafting.' } },
  ),
  ga7(
    'National and International Organisations',
    'medium',
    'Where is the headquarters of the United Nations?',
    ['New York', 'Geneva', 'Paris', 'London'],
    'The UN headquarters is in New York; Geneva hosts several UN offices and agencies.',
  ),
  ga7(
    'Art, Music and Literature',
    'medium',
    'Bharatanatyam is a classical dance form that comes from which state?',
    ['Tamil Nadu', 'Kerala', 'Odisha', 'Andhra Pradesh'],
    'Bharatanatyam comes from Tamil Nadu; Kathakali and Mohiniyattam are from Kerala, Odissi from Odisha and Kuchipudi from Andhra Pradesh.',
  ),
  ga7(
    'Space Exploration',
    'medium',
    'Who was the first Indian to travel to space?',
    ['Rakesh Sharma', 'Kalpana Chawla', 'Sunita Williams', 'Vikram Sarabhai'],
    'Rakesh Sharma flew aboard the Soviet Soyuz T-11 in 1984.',
  ),
  // Class 7 — Current Affairs
  ca7(
    'International Events',
    'medium',
    'Which country hosted the FIFA World Cup in 2022?',
    ['Qatar', 'Russia', 'Brazil', 'United States'],
    'Qatar hosted the 2022 World Cup, which Argentina won; Russia hosted it in 2018.',
  ),
  ca7(
    'Sports Events',
    'medium',
    'At the 2024 Paris Olympics, which medal did Neeraj Chopra win in the javelin throw?',
    ['Silver', 'Gold', 'Bronze', 'No medal'],
    "He won silver in Paris; his gold came at the Tokyo Olympics. Pakistan's Arshad Nadeem won gold in 2024.",
  ),
  ca7(
    'National Events',
    'medium',
    "In 2023, according to United Nations estimates, India overtook which country to become the world's most populous?",
    ['China', 'United States', 'Indonesia', 'Pakistan'],
    "UN estimates for 2023 showed India's population passing China's.",
  ),
  ca7(
    'Science and Technology News',
    'medium',
    "Chandrayaan-3's lander, Vikram, is named after which Indian scientist?",
    ['Vikram Sarabhai', 'C. V. Raman', 'Homi J. Bhabha', 'A. P. J. Abdul Kalam'],
    "Vikram Sarabhai is regarded as the father of India's space programme.",
  ),
  ca7(
    'Awards and Honours',
    'hard',
    'Which Indian shared the 2014 Nobel Peace Prize with Malala Yousafzai?',
    ['Kailash Satyarthi', 'Amartya Sen', 'Abhijit Banerjee', 'Venki Ramakrishnan'],
    'Kailash Satyarthi was honoured for his work against child labour; the others won Nobel Prizes in economics or chemistry.',
  ),
  ca7(
    'Sports Events',
    'medium',
    "Which team won the ICC Men's Cricket World Cup 2023, held in India?",
    ['Australia', 'India', 'England', 'New Zealand'],
    'Australia beat India in the final at Ahmedabad on 19 November 2023.',
  ),
  // Class 7 — Life Skills
  ls7(
    'Emotional Intelligence',
    'medium',
    'You feel very angry after losing a game. What is the healthiest first step?',
    [
      'Take a few deep breaths and calm down',
      'Throw the board away',
      'Shout at the winner',
      'Refuse ever to play again',
    ],
    'Calming down first lets you handle the feeling without hurting yourself or others.',
  ),
  ls7(
    'Decision Making',
    'medium',
    'You must choose between two science projects. What should you do first?',
    [
      'List the pros and cons of each',
      'Pick one without thinking',
      "Copy a friend's choice",
      'Wait until the deadline passes',
    ],
    'Comparing the options is the first step of a good decision.',
  ),
  ls7(
    'Communication Skills',
    'medium',
    'Which of these is a sign of good listening?',
    [
      'Making eye contact and not interrupting',
      'Looking at your phone while others talk',
      'Interrupting to give your opinion',
      'Planning your reply while the other person speaks',
    ],
    'Good listeners pay attention and let the speaker finish.',
  ),
  ls7(
    'Empathy',
    'medium',
    'A new student sits alone at lunch and looks lonely. Which action shows empathy?',
    [
      'Inviting her to sit with your group',
      "Ignoring her because you don't know her",
      'Making fun of her accent',
      'Telling her to go back to her old school',
    ],
    'Empathy means understanding how someone feels and acting kindly.',
  ),
  ls7(
    'Safety and First Aid',
    'hard',
    'What is the right first aid for a minor burn from a hot pan?',
    [
      'Hold the burn under cool running water for several minutes',
      'Apply butter to it',
      'Put ice directly on it',
      'Burst any blisters',
    ],
    'Cool running water lowers the skin temperature; butter traps heat and ice can damage the skin.',
    { mis: { 'Apply butter to it': 'A common home remedy that traps heat and can cause infection.' } },
  ),
  // Class 7 — Achievers Section
  ach7(
    'Geography and Environment',
    'hard',
    'Which line of latitude passes through the middle of India?',
    ['Tropic of Cancer', 'Equator', 'Tropic of Capricorn', 'Arctic Circle'],
    'The Tropic of Cancer (23.5° N) runs through eight Indian states, roughly dividing the country in half.',
  ),
  ach7(
    'Inventions and Discoveries',
    'hard',
    'Who discovered penicillin, the first antibiotic?',
    ['Alexander Fleming', 'Louis Pasteur', 'Edward Jenner', 'Robert Koch'],
    'Alexander Fleming discovered penicillin in 1928; Jenner developed the smallpox vaccine.',
  ),
  ach7(
    'Indian Constitution and Polity',
    'hard',
    'On which date did the Constitution of India come into force?',
    ['26 January 1950', '15 August 1947', '26 November 1949', '2 October 1950'],
    'It was adopted on 26 November 1949 and came into force on 26 January 1950, Republic Day.',
    { mis: { '26 November 1949': 'That is when it was adopted, not when it came into force.' } },
  ),
  ach7(
    'Time Management',
    'hard',
    'Anil has a test tomorrow, an assignment due next week and a TV show tonight. What should he do first?',
    [
      "Revise for tomorrow's test",
      'Watch the TV show',
      "Finish next week's assignment first",
      'Play video games till late',
    ],
    'The most urgent important task comes first: the test is tomorrow.',
  ),
  ach7(
    'Science and Technology',
    'extreme',
    'Which gas makes up the largest part of the air we breathe?',
    ['Nitrogen', 'Oxygen', 'Carbon dioxide', 'Argon'],
    'Air is about 78% nitrogen and 21% oxygen.',
    { mis: { Oxygen: 'Oxygen is the gas we need, but it is only about 21% of air.' } },
  ),
];
