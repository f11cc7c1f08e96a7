import { listBoards, listChapters, listGrades, listSubjects, listTopics } from '@app/content/curriculum/index';
import * as olympiad from '@app/content/olympiad/index';
import {
  ZBoardsList,
  ZChaptersList,
  ZError,
  ZGradesList,
  ZHierarchyChaptersQuery,
  ZHierarchyGradesQuery,
  ZHierarchySubjectsQuery,
  ZHierarchyTopicsQuery,
  ZQbOlympiadGradesQuery,
  ZQbOlympiadGradesResponse,
  ZQbOlympiadProvidersResponse,
  ZQbOlympiadSectionsQuery,
  ZQbOlympiadSectionsResponse,
  ZQbOlympiadTopicsQuery,
  ZQbOlympiadTopicsResponse,
  ZQbOlympiadTypesQuery,
  ZQbOlympiadTypesResponse,
  ZSubjectsList,
  ZTopicsList,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const errors = { 400: ZError, 401: ZError, 403: ZError };

/** Cascading select lists of the question bank page (spec 03 §7). */
export default async function hierarchyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['question-bank'];
  // Spec 03 §6: the question bank is the qb_admin's alone; only its page calls these lists.
  const config = { roles: ['qb_admin'] as const };

  app.get('/syllabus/boards', {
    schema: { tags, summary: 'Boards', response: { 200: ZBoardsList, ...errors } },
    config,
    handler: async () => ({ boards: listBoards() }),
  });
  app.get('/syllabus/grades', {
    schema: {
      tags,
      summary: 'Grades of a board',
      querystring: ZHierarchyGradesQuery,
      response: { 200: ZGradesList, ...errors },
    },
    config,
    handler: async (req) => ({ grades: listGrades(req.query.board) }),
  });
  app.get('/syllabus/subjects', {
    schema: {
      tags,
      summary: 'Subjects of a board and grade',
      querystring: ZHierarchySubjectsQuery,
      response: { 200: ZSubjectsList, ...errors },
    },
    config,
    handler: async (req) => ({ subjects: listSubjects(req.query.board, req.query.grade) }),
  });
  app.get('/syllabus/chapters', {
    schema: {
      tags,
      summary: 'Chapters',
      querystring: ZHierarchyChaptersQuery,
      response: { 200: ZChaptersList, ...errors },
    },
    config,
    handler: async (req) => ({ chapters: listChapters(req.query.board, req.query.grade, req.query.subject) }),
  });
  app.get('/syllabus/topics', {
    schema: {
      tags,
      summary: 'Topics of a chapter',
      querystring: ZHierarchyTopicsQuery,
      response: { 200: ZTopicsList, ...errors },
    },
    config,
    handler: async (req) => ({
      topics: listTopics(req.query.board, req.query.grade, req.query.subject, req.query.chapter),
    }),
  });

  app.get('/olympiad/providers', {
    schema: { tags, summary: 'Olympiad providers', response: { 200: ZQbOlympiadProvidersResponse, ...errors } },
    config,
    handler: async () => ({ providers: olympiad.listProviders() }),
  });
  app.get('/olympiad/types', {
    schema: {
      tags,
      summary: 'Olympiads of a provider',
      querystring: ZQbOlympiadTypesQuery,
      response: { 200: ZQbOlympiadTypesResponse, ...errors },
    },
    config,
    handler: async (req) => ({ types: olympiad.listTypes(req.query.provider) }),
  });
  app.get('/olympiad/grades', {
    schema: {
      tags,
      summary: 'Grades and subject of an olympiad',
      querystring: ZQbOlympiadGradesQuery,
      response: { 200: ZQbOlympiadGradesResponse, ...errors },
    },
    config,
    handler: async (req) => olympiad.listGrades(req.query.provider, req.query.olympiad_type),
  });
  app.get('/olympiad/sections', {
    schema: {
      tags,
      summary: 'Sections of an olympiad grade',
      querystring: ZQbOlympiadSectionsQuery,
      response: { 200: ZQbOlympiadSectionsResponse, ...errors },
    },
    config,
    handler: async (req) => ({
      sections: olympiad.listSections(req.query.provider, req.query.olympiad_type, req.query.grade),
    }),
  });
  app.get('/olympiad/topics', {
    schema: {
      tags,
      summary: 'Topics of an olympiad section',
      querystring: ZQbOlympiadTopicsQuery,
      response: { 200: ZQbOlympiadTopicsResponse, ...errors },
    },
    config,
    handler: async (req) => ({
      topics: olympiad.listTopics(req.query.provider, req.query.olympiad_type, req.query.grade, req.query.section),
    }),
  });
}
