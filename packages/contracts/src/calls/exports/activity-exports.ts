import { defineArea } from '../../call.ts';
import { exportOf } from '../../csv-export.ts';
import { activityCalls } from '../activity.ts';
import { blogCalls } from '../blog.ts';
import { ratingCalls } from '../rating.ts';

/** The activity log: who changed what, when (full administrators only, as the list). */
export const activityExports = defineArea('Activity', {
  ExportAdminActivities: exportOf(activityCalls.GetAdminActivities, 'activity', [
    { title: 'Date', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
    { title: 'Administrator', value: (row) => row.UserFullName },
    { title: 'Area', value: (row) => row.Area },
    { title: 'Action', value: (row) => row.Action },
    { title: 'Record', value: (row) => row.RecordId },
    { title: 'Changes', value: (row) => row.Changes.map((change) => change.Field).join(', ') },
  ]),
});

/** spec 001 §2 Blog Center: Name, Page Type, Article Date, Status. */
export const blogExports = defineArea('Blogs', {
  ExportBlogs: exportOf(blogCalls.GetBlogs, 'articles', [
    { title: 'Name', value: (row) => row.Name },
    { title: 'Page Type', value: (row) => row.PageTypeName },
    { title: 'Article Date', value: (row) => row.ArticleDate, as: 'date' },
    { title: 'Status', value: (row) => (row.Publish ? 'Published' : 'Draft') },
  ]),
});

/** Rating Activities (admin mode): Rated By, Item, Rating, Comment, Date. */
export const ratingExports = defineArea('Rating', {
  ExportRatings: exportOf(ratingCalls.GetRatings, 'ratings', [
    { title: 'Rated By', value: (row) => row.RatedBy },
    { title: 'Item', value: (row) => row.ItemName },
    { title: 'Rating', value: (row) => row.StarRating },
    { title: 'Comment', value: (row) => row.Comment },
    { title: 'Date', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
  ]),
});
