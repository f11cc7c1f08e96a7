import type { BankQuestion } from '@app/shared';
import { olympiadSection } from './build';

const lr5 = olympiadSection('ICSO', 5, 'Logical Reasoning');
const cs5 = olympiadSection('ICSO', 5, 'Computer Science');
const it5 = olympiadSection('ICSO', 5, 'Information Technology');
const ach5 = olympiadSection('ICSO', 5, 'Achievers Section');

/** ICSO class 5 practice MCQs, every section. */
export const BANK_OLYMPIAD_ICSO: BankQuestion[] = [
  // Logical Reasoning
  lr5(
    'Logical Sequence of Words',
    'medium',
    'Arrange in a meaningful order: 1. Seed 2. Fruit 3. Plant 4. Flower',
    ['1, 3, 4, 2', '1, 4, 3, 2', '3, 1, 4, 2', '1, 3, 2, 4'],
    'A seed grows into a plant, the plant flowers, and the flower becomes a fruit.',
  ),
  lr5(
    'Analogy and Classification',
    'medium',
    'Keyboard : Input :: Monitor : ___',
    ['Output', 'Input', 'Storage', 'Processing'],
    'A keyboard is an input device; a monitor is an output device.',
  ),
  lr5(
    'Coding-Decoding',
    'medium',
    'If MOUSE is coded as ESUOM, how is PRINT coded?',
    ['TNIRP', 'TNIPR', 'TRNIP', 'NTIRP'],
    'The code writes the word backwards: PRINT → TNIRP.',
  ),
  lr5(
    'Direction Sense Test',
    'hard',
    'Sam walks 4 m east and then 3 m north. What is the shortest distance between Sam and his starting point?',
    ['5 m', '7 m', '1 m', '12 m'],
    'The two walks form the sides of a right angle; the straight-line distance is $\\sqrt{4^2 + 3^2} = 5$ m.',
    { mis: { '7 m': 'Added the distances walked instead of finding the straight-line distance.' } },
  ),
  lr5(
    'Ranking Test',
    'medium',
    'In a class of 30 students, Kiran ranks 12th from the top. What is her rank from the bottom?',
    ['19th', '18th', '20th', '17th'],
    'Rank from the bottom = 30 − 12 + 1 = 19th.',
    { mis: { '18th': 'Subtracted without adding 1.' } },
  ),
  // Computer Science
  cs5(
    'Hardware and Software',
    'easy',
    'Which of the following is software?',
    ['MS Word', 'Printer', 'Keyboard', 'Monitor'],
    'MS Word is a program (software); printers, keyboards and monitors are hardware you can touch.',
  ),
  cs5(
    'Memory and Storage Devices',
    'medium',
    'In computer memory, 1 kilobyte (KB) is equal to how many bytes?',
    ['1024', '1000', '8', '100'],
    'Computer memory counts in powers of 2: 1 KB = $2^{10}$ = 1024 bytes.',
    { mis: { '8': 'Confused bytes with bits (1 byte = 8 bits).' } },
  ),
  cs5(
    'MS Word',
    'medium',
    'Which keyboard shortcut makes the selected text bold in MS Word?',
    ['Ctrl + B', 'Ctrl + I', 'Ctrl + U', 'Ctrl + D'],
    'Ctrl + B is bold; Ctrl + I is italic, Ctrl + U underlines and Ctrl + D opens the Font dialog.',
  ),
  cs5(
    'Internet and Email',
    'medium',
    'In an e-mail, which field sends a copy to people without the other receivers seeing their addresses?',
    ['BCC', 'CC', 'To', 'Subject'],
    'BCC means blind carbon copy: its addresses are hidden from the other receivers. CC addresses are visible.',
  ),
  cs5(
    'MS Excel',
    'medium',
    'In MS Excel, which formula adds the values in cells A1 to A5?',
    ['=SUM(A1:A5)', '=ADD(A1:A5)', '=SUM(A1-A5)', 'SUM[A1:A5]'],
    'Formulas start with =, SUM adds values, and A1:A5 is the range from A1 to A5.',
  ),
  cs5(
    'Evolution of Computers',
    'medium',
    'Which electronic component was used in first-generation computers?',
    ['Vacuum tubes', 'Transistors', 'Integrated circuits', 'Microprocessors'],
    'First-generation computers (1940s–50s) used vacuum tubes; transistors came in the second generation.',
  ),
  // Information Technology
  it5(
    'IT Gadgets and Devices',
    'easy',
    'Which device reads the striped code printed on products at a shop counter?',
    ['Barcode reader', 'Joystick', 'Plotter', 'Microphone'],
    'A barcode reader shines light on the stripes and sends the product code to the billing computer.',
  ),
  it5(
    'IT Gadgets and Devices',
    'medium',
    'Which gadget, worn on the wrist, can count the steps you walk and show the time?',
    ['Smartwatch', 'Scanner', 'Projector', 'Webcam'],
    'A smartwatch has motion sensors that count steps; a scanner, projector and webcam are not worn.',
  ),
  it5(
    'Apps and Their Uses',
    'easy',
    'Which app would help you find the way to a place you have never visited?',
    ['A maps app', 'A calculator app', 'A music app', 'A drawing app'],
    'A maps app uses your location to show routes and directions.',
  ),
  it5(
    'Apps and Their Uses',
    'medium',
    'Which feature of a phone app lets family members talk while seeing each other on the screen?',
    ['Video call', 'Spell check', 'Screenshot', 'Alarm'],
    'A video call sends pictures from the camera and sound from the microphone both ways.',
  ),
  it5(
    'Latest Developments in IT',
    'medium',
    "A smart speaker that answers spoken questions such as 'What is the weather today?' is an example of a ___",
    ['Voice assistant', 'Barcode reader', 'Floppy disk', 'Dot-matrix printer'],
    'Voice assistants turn speech into text, look up an answer and speak it back.',
  ),
  // Achievers Section
  ach5(
    'Number Systems',
    'hard',
    'What is the decimal value of the binary number 1011?',
    ['11', '13', '10', '1011'],
    '$1 \\times 8 + 0 \\times 4 + 1 \\times 2 + 1 \\times 1 = 11$.',
    { mis: { '13': 'Read the digits in the wrong order (1101).' } },
  ),
  ach5(
    'Algorithms and Flowcharts',
    'hard',
    'In a flowchart, which symbol shows a decision (a yes/no question)?',
    ['Diamond', 'Rectangle', 'Oval', 'Parallelogram'],
    'A diamond is a decision; a rectangle is a process, an oval is start/end and a parallelogram is input/output.',
  ),
  ach5(
    'Windows Operating System',
    'hard',
    'Which key combination opens the Task Manager directly in Windows?',
    ['Ctrl + Shift + Esc', 'Ctrl + Alt + Tab', 'Alt + F4', 'Windows + D'],
    'Ctrl + Shift + Esc opens the Task Manager; Alt + F4 closes a window and Windows + D shows the desktop.',
  ),
  ach5(
    'Cyber Safety',
    'hard',
    "You get a message: 'You have won a prize! Share your parent's bank OTP to claim it.' What should you do?",
    [
      'Not reply, and tell a trusted adult',
      'Share the OTP quickly',
      'Forward it to your friends',
      'Reply and ask for the prize first',
    ],
    'This is a scam (phishing). An OTP must never be shared; tell a parent or teacher.',
  ),
  ach5(
    'Computer Networks',
    'extreme',
    'A network that connects the computers inside one school building is called a ___',
    ['LAN', 'WAN', 'MAN', 'PAN'],
    'A Local Area Network covers a small area such as a building; a WAN spans countries and a MAN a city.',
    { mis: { PAN: 'A personal area network links one person’s devices, not a whole building.' } },
  ),
];
