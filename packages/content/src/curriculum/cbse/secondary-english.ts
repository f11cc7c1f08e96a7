import type { SubjectCurriculum } from '../types';
import { englishPoem, englishProse, ncertBook } from './secondary-helpers';

// NCERT English, rationalised editions. The main reader is the default book, the supplementary reader the second.
// NCERT pairs a prose lesson and a poem in each unit; here every prose lesson and every poem is its own chapter,
// numbered in the order of the book's contents, so that questions can name the piece they are about.

export const CBSE_ENGLISH_9: SubjectCurriculum = {
  board: 'CBSE',
  grade: 9,
  subject: 'English',
  books: [
    ncertBook('ncert-beehive-9', 'Beehive', [
      englishProse('The Fun They Had', 'fun-they-had'),
      englishPoem('The Road Not Taken', 'road-not-taken'),
      englishProse('The Sound of Music', 'sound-of-music'),
      englishPoem('Wind', 'wind'),
      englishProse('The Little Girl', 'little-girl'),
      englishPoem('Rain on the Roof', 'rain-on-the-roof'),
      englishProse('A Truly Beautiful Mind', 'truly-beautiful-mind'),
      englishPoem('The Lake Isle of Innisfree', 'lake-isle-of-innisfree'),
      englishProse('The Snake and the Mirror', 'snake-and-mirror'),
      englishPoem('A Legend of the Northland', 'legend-of-northland'),
      englishProse('My Childhood', 'my-childhood'),
      englishPoem('No Men Are Foreign', 'no-men-are-foreign'),
      englishProse('Reach for the Top', 'reach-for-the-top'),
      englishPoem('On Killing a Tree', 'on-killing-a-tree'),
      englishProse('Kathmandu', 'kathmandu'),
      englishProse('If I Were You', 'if-i-were-you'),
    ]),
    ncertBook('ncert-moments-9', 'Moments', [
      englishProse('The Lost Child', 'lost-child'),
      englishProse('The Adventures of Toto', 'adventures-of-toto'),
      englishProse('Iswaran the Storyteller', 'iswaran-the-storyteller'),
      englishProse('In the Kingdom of Fools', 'kingdom-of-fools'),
      englishProse('The Happy Prince', 'happy-prince'),
      englishProse('Weathering the Storm in Ersama', 'weathering-the-storm'),
      englishProse('The Last Leaf', 'last-leaf'),
      englishProse('A House Is Not a Home', 'house-is-not-a-home'),
      englishProse('The Beggar', 'the-beggar'),
    ]),
  ],
};

export const CBSE_ENGLISH_10: SubjectCurriculum = {
  board: 'CBSE',
  grade: 10,
  subject: 'English',
  books: [
    ncertBook('ncert-first-flight-10', 'First Flight', [
      englishProse('A Letter to God', 'letter-to-god'),
      englishPoem('Dust of Snow', 'dust-of-snow'),
      englishPoem('Fire and Ice', 'fire-and-ice'),
      englishProse('Nelson Mandela: Long Walk to Freedom', 'long-walk-to-freedom'),
      englishPoem('A Tiger in the Zoo', 'tiger-in-the-zoo'),
      englishProse('Two Stories about Flying', 'two-stories-about-flying'),
      englishPoem('How to Tell Wild Animals', 'how-to-tell-wild-animals'),
      englishPoem('The Ball Poem', 'ball-poem'),
      englishProse('From the Diary of Anne Frank', 'diary-of-anne-frank'),
      englishPoem('Amanda!', 'amanda'),
      englishProse('Glimpses of India', 'glimpses-of-india'),
      englishPoem('The Trees', 'the-trees'),
      englishProse('Mijbil the Otter', 'mijbil-the-otter'),
      englishPoem('Fog', 'fog'),
      englishProse('Madam Rides the Bus', 'madam-rides-the-bus'),
      englishPoem('The Tale of Custard the Dragon', 'custard-the-dragon'),
      englishProse('The Sermon at Benares', 'sermon-at-benares'),
      englishPoem('For Anne Gregory', 'for-anne-gregory'),
      englishProse('The Proposal', 'the-proposal'),
    ]),
    ncertBook('ncert-footprints-without-feet-10', 'Footprints without Feet', [
      englishProse('A Triumph of Surgery', 'triumph-of-surgery'),
      englishProse("The Thief's Story", 'thiefs-story'),
      englishProse('The Midnight Visitor', 'midnight-visitor'),
      englishProse('A Question of Trust', 'question-of-trust'),
      englishProse('Footprints without Feet', 'footprints-without-feet'),
      englishProse('The Making of a Scientist', 'making-of-a-scientist'),
      englishProse('The Necklace', 'the-necklace'),
      englishProse('Bholi', 'bholi'),
      englishProse('The Book That Saved the Earth', 'book-that-saved-the-earth'),
    ]),
  ],
};
