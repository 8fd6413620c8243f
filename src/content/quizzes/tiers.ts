/** What the result screen of each quiz says for each score tier. */

export const basicTierMessages = {
  Expert:
    'You know your SEO basics well. Our knowledge base goes deeper into the technical and local topics that turn good rankings into great ones.',
  Enthusiast:
    'You have a solid start with a few gaps worth closing. Our knowledge base explains each topic in plain English, so read up on the ones you missed.',
  Beginner:
    'Everyone starts somewhere, and these basics are quick to learn. Begin with our knowledge base, then take the quiz again to see how far you have come.',
} as const;

export const advancedTierMessages = {
  Master:
    'An outstanding result: you handle technical SEO at a senior level. Our knowledge base has in-depth articles if you want to check the finer points.',
  Professional:
    'A strong result with a few advanced gaps. Our knowledge base covers crawling, indexing and structured data in depth to help you close them.',
  Practitioner:
    'You have a working knowledge of technical SEO, but some areas need more depth. Work through the knowledge base articles on the topics you missed, then retake the test.',
  Student:
    'This assessment is demanding, and your score shows where to focus. Start with our knowledge base and the basic SEO quiz, then come back to the assessment.',
} as const;
